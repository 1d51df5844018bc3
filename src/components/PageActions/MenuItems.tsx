import type { ReactNode } from 'react';
import NewTabHint from '@site/src/components/NewTabHint';
import { LinkExternalIcon } from './icons';
import styles from './menu.module.css';

interface ItemProps {
  icon: ReactNode;
  children: ReactNode;
  onSelect(): void;
}

/** An item that acts on the page. Reached by the arrow keys only (tabindex -1), as menu items are. */
export function MenuButton({ icon, children, onSelect }: ItemProps) {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={onSelect}>
        {icon}
        <span>{children}</span>
      </button>
    </li>
  );
}

/** An item that leads elsewhere: in a new tab, said in its name and shown by a mark, or to another program. */
export function MenuLink({ icon, children, onSelect, href, newTab }: ItemProps & { href: string; newTab?: boolean }) {
  return (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        href={href}
        onClick={onSelect}
        // Another site is given neither this page as referrer nor a handle on this window.
        {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {icon}
        <span>
          {children}
          {newTab && <NewTabHint />}
        </span>
        {newTab && <LinkExternalIcon />}
      </a>
    </li>
  );
}

export const MenuSeparator = () => <li role="separator" className={styles.separator} />;
