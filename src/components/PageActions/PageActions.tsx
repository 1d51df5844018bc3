import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@amsterdam/design-system-react';
import Translate, { translate } from '@docusaurus/Translate';
import { Svg, type IconProps } from '@site/src/components/ModalShell/Svg';
import { lazyChunk, prefetchChunk, useLazyChunk } from '@site/src/components/LazyChunk/lazyChunk';
import LazyChunkStatus from '@site/src/components/LazyChunk/LazyChunkStatus';
import type { MenuFocus } from './PageActionsMenu';
import styles from './styles.module.css';

/**
 * The menu, its links, copying and keys: fetched when the menu is first pointed at, focused or opened, never with
 * the page, so that every doc page's first load carries the button alone.
 */
const menuChunk = lazyChunk('page actions menu', () =>
  import(/* webpackChunkName: "page-actions-menu" */ './PageActionsMenu').then((module) => module.default),
);
const prefetch = () => prefetchChunk(menuChunk);

// ADS ChevronDown, inlined as the other icons of the first load are.
function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path fillRule="evenodd" clipRule="evenodd" d="M2.5 7.911 12 17.5l9.5-9.589L20.102 6.5 12 14.677 3.898 6.5z" />
    </Svg>
  );
}

/**
 * "Page actions": a menu button (the WAI-ARIA menu button pattern) with what a reader can do with the page: copy or
 * view its Markdown, ask an assistant about it, connect an editor to our MCP server. Once loaded the menu stays
 * mounted, hidden while closed, so that what it last copied is still confirmed beside the button.
 */
export default function PageActions({ permalink }: { permalink: string }) {
  // Where the focus goes as the menu opens; false while it is closed.
  const [open, setOpen] = useState<MenuFocus | false>(false);
  const [wanted, setWanted] = useState(false);
  const menu = useLazyChunk(menuChunk, wanted);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const show = (focus: MenuFocus) => {
    setWanted(true);
    setOpen(focus);
  };
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter and Space open it as a click does; the arrows open it too, on the first item or the last.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      close(false);
    }
  };

  return (
    <div className={styles.pageActions}>
      <Button
        ref={button}
        variant="tertiary"
        className={styles.button}
        icon={ChevronDownIcon}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={menu.status === 'ready' ? menuId : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onKeyDown}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <Translate id="pageActions.label">Page actions</Translate>
      </Button>
      {wanted &&
        (menu.status === 'ready' ? (
          <menu.module id={menuId} permalink={permalink} open={open} button={button} onClose={close} />
        ) : (
          open && (
            <LazyChunkStatus
              state={menu}
              failedTitle={translate({
                id: 'pageActions.loadFailed',
                message: 'The page actions could not be loaded.',
              })}
            />
          )
        ))}
    </div>
  );
}
