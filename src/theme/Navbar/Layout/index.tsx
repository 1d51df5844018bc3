import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { useHideableNavbar, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import styles from './styles.module.css';

/**
 * Docusaurus wraps the navbar in a <nav>; ours holds the ADS PageHeader, which
 * brings its own <header> landmark and <nav>, so the wrapper is a plain <div>.
 * Hide-on-scroll and the mobile sidebar stay Docusaurus' own.
 */
export default function NavbarLayout({ children }: { children: ReactNode }) {
  const { hideOnScroll } = useThemeConfig().navbar;
  const mobileSidebar = useNavbarMobileSidebar();
  const { navbarRef, isNavbarVisible } = useHideableNavbar(hideOnScroll);
  return (
    <div
      ref={navbarRef}
      className={clsx(
        ThemeClassNames.layout.navbar.container,
        'navbar',
        'navbar--fixed-top',
        styles.navbar,
        hideOnScroll && [styles.hideable, !isNavbarVisible && styles.hidden],
        mobileSidebar.shown && 'navbar-sidebar--show',
      )}
    >
      {children}
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={mobileSidebar.toggle} />
      <NavbarMobileSidebar />
    </div>
  );
}
