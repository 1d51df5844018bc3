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
        <Translate id="footer.heading" description="The footer's hidden heading, in Dutch as on the city's other sites">
          Colofon
        </Translate>
      </h2>
      <Grid paddingVertical="x-large">
        <Grid.Cell span={{ narrow: 4, medium: 8, wide: 7 }} className={styles.column}>
          <Heading level={3} size="level-4">
            <Translate
              id="site.brandName"
              description="The site's short name beside the city's logo, in the header, the mobile menu and the footer"
            >
              Developers
            </Translate>
          </Heading>
          <LinkList>
            <LinkList.Link href={siteFacts.docsIntro} linkComponent={Link}>
              <Translate id="footer.docs" description="The footer's link to the introduction of the standards">
                Documentation
              </Translate>
            </LinkList.Link>
            <LinkList.Link href={siteFacts.changelog} linkComponent={Link}>
              <Translate id="footer.changelog" description="The footer's link to /changelog">
                What changed in the standards
              </Translate>
            </LinkList.Link>
            <LinkList.Link href={siteFacts.vacancies} target="_blank" rel="noopener noreferrer">
              <Translate id="footer.vacancies" description="The footer's link to the City's developer vacancies">
                Vacancies
              </Translate>
              <NewTabHint />
            </LinkList.Link>
          </LinkList>
          <Paragraph size="small">
            <Translate id="footer.about" description="The footer's sentence on who makes the site">
              Amsterdam Developers is a new initiative from the Engineering Enablement team of the City of Amsterdam.
            </Translate>
          </Paragraph>
        </Grid.Cell>
      </Grid>
      <PageFooter.Menu
        heading={translate({
          id: 'footer.aboutSite',
          message: 'About this website',
          description: "The heading of the footer's links about the site itself",
        })}
        headingLevel={3}
        className={styles.menu}
      >
        <PageFooter.MenuLink href={siteFacts.privacy} target="_blank" rel="noopener noreferrer">
          <Translate id="footer.privacy" description="The footer's link to the City's privacy statement">
            Privacy
          </Translate>
          <NewTabHint />
        </PageFooter.MenuLink>
        <PageFooter.MenuLink href={siteFacts.sitePrivacy} linkComponent={Link}>
          <Translate id="footer.sitePrivacy" description="The footer's link to the page on what the site stores">
            What this site stores
          </Translate>
        </PageFooter.MenuLink>
        <PageFooter.MenuLink href={siteFacts.accessibilityStatement} linkComponent={Link}>
          <Translate id="footer.accessibility" description="The footer's link to the accessibility statement">
            Accessibility statement
          </Translate>
        </PageFooter.MenuLink>
      </PageFooter.Menu>
    </PageFooter>
  );
}

export default memo(Footer);
