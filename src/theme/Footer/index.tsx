import { memo } from 'react';
import { Grid, Heading, LinkList, PageFooter, Paragraph } from '@amsterdam/design-system-react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import NewTabHint from '@site/src/components/NewTabHint';
import { siteFacts } from '@site/lib/site-facts';
import styles from './styles.module.css';

/** The city's light PageFooter in place of Docusaurus' footer, as on the city's other sites. */
function Footer() {
  return (
    <PageFooter className={styles.footer}>
      <h2 className="ams-visually-hidden" lang="nl">
        <Translate id="footer.heading">Colofon</Translate>
      </h2>
      <Grid paddingVertical="x-large">
        <Grid.Cell span={{ narrow: 4, medium: 8, wide: 7 }} className={styles.column}>
          <Heading level={3} size="level-4">
            <Translate id="site.brandName">Developers</Translate>
          </Heading>
          <LinkList>
            <LinkList.Link href={siteFacts.docsIntro} linkComponent={Link}>
              <Translate id="footer.docs">Documentation</Translate>
            </LinkList.Link>
            <LinkList.Link href={siteFacts.changelog} linkComponent={Link}>
              <Translate id="footer.changelog">What changed in the standards</Translate>
            </LinkList.Link>
            <LinkList.Link href={siteFacts.vacancies} target="_blank" rel="noopener noreferrer">
              <Translate id="footer.vacancies">Vacancies</Translate>
              <NewTabHint />
            </LinkList.Link>
          </LinkList>
          <Paragraph size="small">
            <Translate id="footer.about">
              Amsterdam Developers is a new initiative from the Engineering Enablement team of the City of Amsterdam.
            </Translate>
          </Paragraph>
        </Grid.Cell>
      </Grid>
      <PageFooter.Menu
        heading={translate({
          id: 'footer.aboutSite',
          message: 'About this website',
        })}
        headingLevel={3}
        className={styles.menu}
      >
        <PageFooter.MenuLink href={siteFacts.privacy} target="_blank" rel="noopener noreferrer">
          <Translate id="footer.privacy">Privacy</Translate>
          <NewTabHint />
        </PageFooter.MenuLink>
        <PageFooter.MenuLink href={siteFacts.sitePrivacy} linkComponent={Link}>
          <Translate id="footer.sitePrivacy">What this site stores</Translate>
        </PageFooter.MenuLink>
        <PageFooter.MenuLink href={siteFacts.accessibilityStatement} linkComponent={Link}>
          <Translate id="footer.accessibility">Accessibility statement</Translate>
        </PageFooter.MenuLink>
      </PageFooter.Menu>
    </PageFooter>
  );
}

export default memo(Footer);
