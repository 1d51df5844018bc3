import { useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar, useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarFooter from '@site/src/components/MobileSidebarFooter';
import { menuButton } from '@site/src/components/MobileMenuButton';
import { useMenuModal } from './useMenuModal';

type Props = { header: ReactNode; primaryMenu: ReactNode; secondaryMenu: ReactNode };

/**
 * Docusaurus' two-panel mobile sidebar as a modal dialog, with a footer for
 * the GitHub link and the colour toggle.
 */
export default function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }: Props) {
  const { shown: secondaryMenuShown } = useNavbarSecondaryMenu();
  const mobileSidebar = useNavbarMobileSidebar();
  const ref = useRef<HTMLDivElement>(null);
  useMenuModal(ref, mobileSidebar.shown, mobileSidebar.toggle, menuButton);
  return (
    <div
      ref={ref}
      className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar')}
      role="dialog"
      aria-modal="true"
      aria-label={translate({
        id: 'mobileMenu.label',
        message: 'Menu',
      })}
    >
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
