import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab reaches in `container`, in order: not in an inert panel, not hidden. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Makes everything outside `container` inert, as a modal dialog does, except
 * what `keep` allows (the backdrop, whose click closes the menu). Returns the
 * function that undoes it.
 */
function makeOutsideInert(container: HTMLElement, keep: (element: Element) => boolean): () => void {
  const made: Element[] = [];
  for (let node: Element = container; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || keep(sibling)) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((element) => element.removeAttribute('inert'));
}

/**
 * The mobile menu as a modal: while it is open focus starts inside it and
 * stays there (Tab and Shift+Tab cycle), the page behind is inert and Escape
 * closes it. Closed without leaving the page (Escape, "Sluiten", the
 * backdrop), it hands focus back to `opener`.
 */
export function useMenuModal(
  container: RefObject<HTMLElement | null>,
  shown: boolean,
  close: () => void,
  opener: () => HTMLElement | null,
): void {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });

  useEffect(() => {
    const menu = container.current;
    if (!shown || !menu) return;
    const restore = makeOutsideInert(menu, (element) => element.classList.contains('navbar-sidebar__backdrop'));
    const openedOn = window.location.pathname;
    tabbables(menu)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latestClose.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const order = tabbables(menu);
      if (order.length === 0) return;
      const active = document.activeElement;
      const outside = !menu.contains(active);
      if (event.shiftKey && (outside || active === order[0])) {
        event.preventDefault();
        order[order.length - 1].focus();
      } else if (!event.shiftKey && (outside || active === order[order.length - 1])) {
        event.preventDefault();
        order[0].focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restore();
      // A link in the menu has already changed the address: the new page takes focus then.
      const focusWasInside = menu.contains(document.activeElement) || document.activeElement === document.body;
      if (window.location.pathname === openedOn && focusWasInside) opener()?.focus();
    };
  }, [container, shown, opener]);
}
