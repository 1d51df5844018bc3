import type { ComponentProps } from 'react';
import { PageHeader } from '@amsterdam/design-system-react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import { useThemeConfig } from '@docusaurus/theme-common';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarItem, { type Props as NavbarItemConfig } from '@theme/NavbarItem';
import NewTabHint from '@site/src/components/NewTabHint';
import GitHubIcon from '@site/src/components/GitHubIcon';
import MobileMenuButton from '@site/src/components/MobileMenuButton';
import SearchButton from '@site/src/components/Search/SearchButton';
import { siteFacts } from '@site/lib/site-facts';
import styles from './styles.module.css';

/** The configured menus (language, docs version); the header's links are its own. */
function isDropdown(item: NavbarItemConfig): boolean {
  return item.type === 'localeDropdown' || item.type === 'docsVersionDropdown' || 'items' in item;
}

function Dropdowns({ items }: { items: readonly NavbarItemConfig[] }) {
  return items.map((item, i) => (
    <li key={i} className={`${styles.item} ${styles.desktopOnly}`}>
      <NavbarItem {...item} />
    </li>
  ));
}

/**
 * The logo link's hidden name, "Ga naar de homepage van Developers", and the logo's own name are Dutch, so the link
 * says so and a screen reader reads them in Dutch (WCAG 3.1.2); the brand name "Developers" reads the same in both
 * languages.
 */
function DutchLogoLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} lang="nl" />;
}

/** The header is the city's PageHeader; Docusaurus supplies routing, colour mode and the mobile sidebar. */
export default function NavbarContent() {
  const { pathname } = useLocation();
  const dropdowns = (useThemeConfig().navbar.items as NavbarItemConfig[]).filter(isDropdown);
  const docsCurrent = pathname === siteFacts.docsIntro ? 'page' : pathname.startsWith('/docs') ? 'true' : undefined;
  return (
    <PageHeader
      className={styles.header}
      brandName={translate({
        id: 'site.brandName',
        message: 'Developers',
      })}
      logoLink="/"
      logoLinkComponent={DutchLogoLink}
      // The brand name shown beside the logo is hidden from the link's name, so the hidden title repeats it: whoever
      // says "Developers" to speech input reaches the link (WCAG 2.5.3).
      logoLinkTitle={translate({
        id: 'navbar.logoLink',
        message: 'Ga naar de homepage van Developers',
      })}
      navigationLabel={translate({
        id: 'navbar.label',
        message: 'Main navigation',
      })}
      menuItems={
        <>
          <PageHeader.MenuLink
            fixed
            className={styles.docsLink}
            href={siteFacts.docsIntro}
            linkComponent={Link}
            aria-current={docsCurrent}
          >
            <Translate id="navbar.docs">Documentation</Translate>
          </PageHeader.MenuLink>
          <Dropdowns items={dropdowns.filter((item) => item.position !== 'right')} />
          <li className={`${styles.item} ${styles.search}`}>
            <SearchButton />
          </li>
          <Dropdowns items={dropdowns.filter((item) => item.position === 'right')} />
          <PageHeader.MenuLink
            fixed
            className={styles.desktopOnly}
            href={siteFacts.standardsRepo}
            target="_blank"
            rel="noopener noreferrer"
          >
            <GitHubIcon />
            <span className="ams-visually-hidden">
              <Translate id="navbar.github">Development standards on GitHub</Translate>
            </span>
            <NewTabHint />
          </PageHeader.MenuLink>
          <li className={`${styles.desktopOnly} ${styles.item}`}>
            <NavbarColorModeToggle />
          </li>
          <li className={`${styles.mobileOnly} ${styles.item}`}>
            <MobileMenuButton />
          </li>
        </>
      }
    />
  );
}
