import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import clsx from 'clsx';
import NavbarItem from '@theme/NavbarItem';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import styles from './styles.module.css';

/**
 * A header dropdown in the city's style: a disclosure button that looks like
 * the PageHeader's menu links and a panel of links below it. It opens on click,
 * Enter or Space (never on hover), and closes on Escape, on a click or focus
 * elsewhere, and when one of its links is followed.
 */
export default function DropdownNavbarItemDesktop({ items, position, className, label, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <div ref={root} className={styles.dropdown} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={clsx('ams-page-header__menu-link', styles.button, className)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.label}>{children ?? label}</span>
      </button>
      <ul
        id={panelId}
        className={clsx(styles.panel, position === 'right' && styles.right)}
        hidden={!open}
        onClick={closeOnLink}
      >
        {items.map((item, i) => (
          <NavbarItem key={i} isDropdownItem activeClassName={styles.active} {...item} />
        ))}
      </ul>
    </div>
  );
}
