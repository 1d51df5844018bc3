import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { ErrorMessage } from '@amsterdam/design-system-react';
import Translate, { translate } from '@docusaurus/Translate';
import { AskAiIcon, CopyIcon, DocumentIcon } from '@site/src/components/ModalShell/icons';
import { useCopied } from '@site/src/components/useCopied';
import { PowerPlugIcon } from './icons';
import { pageLinks } from './links';
import { MenuButton, MenuLink, MenuSeparator } from './MenuItems';
import { nextItem } from './menuKeys';
import { useCopyPage } from './useCopyPage';
import styles from './menu.module.css';

/** Which item has the focus as the menu opens: Enter, Space and ArrowDown give the first, ArrowUp the last. */
export type MenuFocus = 'first' | 'last';

export interface PageActionsMenuProps {
  id: string;
  /** The page's address on the site (`/docs/backend/database`). */
  permalink: string;
  /** Where the focus goes as it opens; false: closed (hidden, kept so its confirmations stay in place). */
  open: MenuFocus | false;
  /** The menu button: a press on it is not a press outside. */
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `refocus` puts the focus back on the menu button. */
  onClose(refocus: boolean): void;
}

/**
 * The page's actions as a WAI-ARIA menu: arrows, Home and End move, a letter jumps to the next item starting with
 * it, Escape closes it and returns to the menu button, Tab closes it and moves on; choosing an item closes it too.
 * Every link is a plain <a> built from the reader's own origin: nothing is fetched from another site before a click.
 */
export default function PageActionsMenu({ id, permalink, open, button, onClose }: PageActionsMenuProps) {
  const list = useRef<HTMLUListElement>(null);
  const links = useMemo(() => pageLinks(permalink, window.location.origin), [permalink]);
  const page = useCopyPage(`${permalink}.md`);
  const [mcpCopied, copyMcp] = useCopied('MCP server address');
  const [mcpRefused, setMcpRefused] = useState(false);

  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    // The whole menu in view where it fits (it opens near the end of the page), then the focus on its item. jsdom
    // has no scrollIntoView.
    list.current?.scrollIntoView?.({ block: 'nearest' });
    const all = items();
    all[open === 'first' ? 0 : all.length - 1]?.focus({ preventScroll: true });
    // A press anywhere else closes it; the menu button's own click toggles it.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, button, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    // Tab and Shift+Tab close it and go on from the item, to what follows or precedes the menu.
    if (event.key === 'Tab') {
      onClose(false);
      return;
    }
    // Space chooses a link item as it does a button (on a link alone it would scroll the page).
    if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      event.preventDefault();
      event.target.click();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const all = items();
    const labels = all.map((item) => item.textContent ?? '');
    const next = nextItem(event.key, labels, all.indexOf(document.activeElement as HTMLElement));
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  // Tab, or anything else that moves the focus out of the menu, closes it; the focus goes where it was sent.
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (to && !list.current?.contains(to) && to !== button.current) onClose(false);
  };

  const choose = (action?: () => void) => () => {
    action?.();
    onClose(true);
  };
  const copyAddress = () => {
    setMcpRefused(false);
    void copyMcp(links.mcp).then((copied) => setMcpRefused(!copied));
  };
  const problem =
    page.problem ??
    (mcpRefused
      ? translate({
          id: 'copy.refused',
          message: 'Your browser did not allow copying to the clipboard.',
        })
      : null);

  return (
    <>
      <ul
        ref={list}
        id={id}
        role="menu"
        aria-label={translate({
          id: 'pageActions.label',
          message: 'Page actions',
        })}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <MenuButton icon={<CopyIcon />} onSelect={choose(() => void page.copy())}>
          <Translate id="pageActions.copyMarkdown">Copy page as Markdown</Translate>
        </MenuButton>
        <MenuLink icon={<DocumentIcon />} href={links.markdown} newTab onSelect={choose()}>
          <Translate id="pageActions.viewMarkdown">View as Markdown</Translate>
        </MenuLink>
        <MenuSeparator />
        <MenuLink icon={<AskAiIcon />} href={links.chatGpt} newTab onSelect={choose()}>
          <Translate id="pageActions.openChatGpt">Open in ChatGPT</Translate>
        </MenuLink>
        <MenuLink icon={<AskAiIcon />} href={links.claude} newTab onSelect={choose()}>
          <Translate id="pageActions.openClaude">Open in Claude</Translate>
        </MenuLink>
        <MenuSeparator />
        <MenuButton icon={<CopyIcon />} onSelect={choose(copyAddress)}>
          <Translate id="pageActions.copyMcp">Copy MCP server address</Translate>
        </MenuButton>
        <MenuLink icon={<PowerPlugIcon />} href={links.vsCode} onSelect={choose()}>
          <Translate id="pageActions.connectVsCode">Connect to VS Code</Translate>
        </MenuLink>
        <MenuLink icon={<PowerPlugIcon />} href={links.cursor} onSelect={choose()}>
          <Translate id="pageActions.connectCursor">Connect to Cursor</Translate>
        </MenuLink>
      </ul>
      {/* In the page from the first opening on, so that screen readers announce what it says after a copy. */}
      <span role="status" className={styles.status}>
        {page.copied && <Translate id="pageActions.copiedMarkdown">Page copied as Markdown</Translate>}
        {mcpCopied && <Translate id="pageActions.copiedMcp">MCP server address copied</Translate>}
      </span>
      {problem && (
        <ErrorMessage role="alert" className={styles.problem}>
          {problem}
        </ErrorMessage>
      )}
    </>
  );
}
