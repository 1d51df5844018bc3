import { memo } from 'react';
import { Grid, Heading, LinkList, PageFooter, Paragraph } from '@amsterdam/design-system-react';
import Link from '@docusaurus/Link';
import NewTabHint from '@site/src/components/NewTabHint';
import { siteFacts } from '@site/lib/site-facts';
import styles from './styles.module.css';

/** The city's light PageFooter in place of Docusaurus' footer, as on the city's other sites. */
function Footer() {
  return (
    <PageFooter className={styles.footer}>
      <h2 className="ams-visually-hidden" lang="nl">
        Colofon
      </h2>
      <Grid paddingVertical="x-large">
        <Grid.Cell span={{ narrow: 4, medium: 8, wide: 7 }} className={styles.column}>
          <Heading level={3} size="level-4">
            Developers
          </Heading>
          <LinkList>
            <LinkList.Link href={siteFacts.docsIntro} linkComponent={Link}>
              Documentation
            </LinkList.Link>
            <LinkList.Link href={siteFacts.changelog} linkComponent={Link}>
              What changed in the standards
            </LinkList.Link>
            <LinkList.Link href={siteFacts.vacancies} target="_blank" rel="noopener noreferrer">
              Vacancies
              <NewTabHint />
            </LinkList.Link>
          </LinkList>
          <Paragraph size="small">
            Amsterdam Developers is a new initiative from the Engineering Enablement team of the City of Amsterdam.
          </Paragraph>
        </Grid.Cell>
      </Grid>
      <PageFooter.Menu heading="About this website" headingLevel={3} className={styles.menu}>
        <PageFooter.MenuLink href={siteFacts.privacy} target="_blank" rel="noopener noreferrer">
          Privacy
          <NewTabHint />
        </PageFooter.MenuLink>
        <PageFooter.MenuLink href={siteFacts.sitePrivacy} linkComponent={Link}>
          What this site stores
        </PageFooter.MenuLink>
        <PageFooter.MenuLink href={siteFacts.accessibilityStatement} linkComponent={Link}>
          Accessibility statement
        </PageFooter.MenuLink>
      </PageFooter.Menu>
    </PageFooter>
  );
}

export default memo(Footer);
