import { CallToActionLink, Grid, Heading, Paragraph } from '@amsterdam/design-system-react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import AreaList from '@site/src/components/Home/AreaList';
import { areas } from '@site/src/components/Home/areas';
import styles from '@site/src/components/Home/Home.module.css';
import { siteFacts } from '@site/lib/site-facts';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title={translate({
        id: 'home.title',
        message: 'Technology standards of the City of Amsterdam',
      })}
      description={siteConfig.tagline}
    >
      <main>
        <Grid paddingVertical="2x-large">
          <Grid.Cell span={{ narrow: 4, medium: 8, wide: 8 }} className={styles.intro}>
            <Heading level={1}>{siteConfig.title}</Heading>
            <Paragraph size="large">
              <Translate id="home.intro">
                The standards and guidance the City of Amsterdam sets for the software it builds, written by and for its
                developers. New here? Start with how standards are made and read, then pick the area you work in.
              </Translate>
            </Paragraph>
            <CallToActionLink href={siteFacts.docsIntro} linkComponent={Link}>
              <Translate id="home.start">Start with the standards</Translate>
            </CallToActionLink>
          </Grid.Cell>
        </Grid>
        <AreaList areas={areas} />
      </main>
    </Layout>
  );
}
