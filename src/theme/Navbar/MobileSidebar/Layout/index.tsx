import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarFooter from '@site/src/components/MobileSidebarFooter';

type Props = { header: ReactNode; primaryMenu: ReactNode; secondaryMenu: ReactNode };

/** Docusaurus' two-panel mobile sidebar, with the footer SPEC §2 asks for (GitHub link, colour toggle). */
export default function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }: Props) {
  const { shown: secondaryMenuShown } = useNavbarSecondaryMenu();
  return (
    <div className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar')}>
      {header}
      <div className={clsx('navbar-sidebar__items', secondaryMenuShown && 'navbar-sidebar__items--show-secondary')}>
        <div className="navbar-sidebar__item menu" inert={secondaryMenuShown}>
          {primaryMenu}
        </div>
        <div className="navbar-sidebar__item menu" inert={!secondaryMenuShown}>
          {secondaryMenu}
        </div>
      </div>
      <NavbarMobileSidebarFooter />
    </div>
  );
}
