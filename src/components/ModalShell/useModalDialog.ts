import { useCallback, useLayoutEffect, useRef } from 'react';

/** How the dialog closed: after a navigation, focus belongs to the new page, not to what opened the dialog. */
export type CloseReason = 'dismissed' | 'navigated';

/** The field that takes focus, with the caret after what it already holds. */
function focusField(dialog: HTMLDialogElement): void {
  const field = dialog.querySelector<HTMLElement>('[data-autofocus]');
  field?.focus();
  if (field instanceof HTMLInputElement) field.setSelectionRange(field.value.length, field.value.length);
}

/**
 * A native <dialog> opened with showModal(): the browser makes the page
 * behind it inert and closes it on Escape; every way of closing ends in its
 * `close` event, which reports why. Focus starts in the field and never falls
 * to the page: when the focused control disappears (a removed search, a
 * chosen suggestion), the field takes it back.
 */
export function useModalDialog(onClose: (reason: CloseReason) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const reason = useRef<CloseReason>('dismissed');

  // Before paint, so a dialog that takes over from another (the shell) never leaves a frame without one.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Browsers differ in what showModal() focuses; React's autoFocus runs while the dialog is still closed.
    focusField(dialog);
    const keepFocus = new MutationObserver(() => {
      const active = document.activeElement;
      if (dialog.open && (!active || active === document.body)) focusField(dialog);
    });
    keepFocus.observe(dialog, { childList: true, subtree: true });
    return () => {
      keepFocus.disconnect();
      if (dialog.open) dialog.close();
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
