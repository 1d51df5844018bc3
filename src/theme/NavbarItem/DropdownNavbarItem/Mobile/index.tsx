import { useEffect, type MouseEvent } from 'react';
import clsx from 'clsx';
import { Collapsible, isRegexpStringMatch, useCollapsible } from '@docusaurus/theme-common';
import { isSamePath, useLocalPathname } from '@docusaurus/theme-common/internal';
import NavbarItem, { type LinkLikeNavbarItemProps } from '@theme/NavbarItem';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import styles from './styles.module.css';

/**
 * An item is active when its route is the page on screen. Language links
 * (`pathname://…`, another site build) never are, so that list stays collapsed.
 */
function isActive(item: LinkLikeNavbarItemProps, pathname: string): boolean {
  const { to, activeBaseRegex, activeBasePath } = item as {
    to?: string;
    activeBaseRegex?: string;
    activeBasePath?: string;
  };
  if (isSamePath(to, pathname)) return true;
  if (activeBaseRegex && isRegexpStringMatch(activeBaseRegex, pathname)) return true;
  return !!activeBasePath && pathname.startsWith(activeBasePath);
}

/**
 * A dropdown in the mobile menu: one button that says whether its list is
 * expanded, and the list, collapsed unless one of its links is the page on
 * screen (then it expands by itself, also after a navigation).
 */
export default function DropdownNavbarItemMobile({ items, className, label, children, onClick }: Props) {
  const pathname = useLocalPathname();
  const containsActive = items.some((item) => isActive(item, pathname));
  const { collapsed, setCollapsed, toggleCollapsed } = useCollapsible({ initialState: () => !containsActive });
  useEffect(() => {
    if (containsActive) setCollapsed(false);
  }, [containsActive, setCollapsed]);

  return (
    <li className={clsx('menu__list-item', collapsed && 'menu__list-item--collapsed')}>
      <button
        type="button"
        className={clsx('menu__link menu__link--sublist menu__link--sublist-caret', styles.toggle, className)}
        aria-expanded={!collapsed}
        onClick={toggleCollapsed}
      >
        {children ?? label}
      </button>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        {items.map((item, i) => (
          <NavbarItem
            key={i}
            mobile
            isDropdownItem
            activeClassName="menu__link--active"
            {...item}
            // The item's own action (saving the chosen version) and the menu's (closing it) both run.
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              (item as { onClick?: (e: MouseEvent<HTMLAnchorElement>) => void }).onClick?.(event);
              onClick?.(event);
            }}
          />
        ))}
      </Collapsible>
    </li>
  );
}
