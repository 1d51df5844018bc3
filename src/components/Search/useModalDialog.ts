import { useCallback, useEffect, useRef } from 'react';
import type { CloseReason } from './types';

/**
 * A native <dialog> opened with showModal(): the browser makes the page
 * behind it inert and closes it on Escape; every way of closing ends in its
 * `close` event, which reports why.
 */
export function useModalDialog(onClose: (reason: CloseReason) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const reason = useRef<CloseReason>('dismissed');

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Browsers differ in what showModal() focuses; React's autoFocus runs while the dialog is still closed.
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const close = useCallback((how: CloseReason = 'dismissed') => {
    reason.current = how;
    ref.current?.close();
  }, []);

  const dialogProps = {
    ref,
    onClose: () => onClose(reason.current),
    // A click on the backdrop lands on the <dialog> itself; its content fills it edge to edge.
    onClick: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      if (event.target === event.currentTarget) close();
    },
  };
  return { dialogProps, close };
}
