import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './ModalShell.module.css';

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

export interface ModalDialogProps {
  /** From {@link useModalDialog}: opens it, closes it and says why it closed. */
  dialogProps: ReturnType<typeof useModalDialog>['dialogProps'];
  /** The dialog's name for a screen reader. */
  label: string;
  /** A field bar, then a body: the panel lays them out as a column whose body scrolls. */
  children: ReactNode;
}

/** The dialog Search and Ask AI share: a panel over the dimmed page, the whole screen on a phone. */
export default function ModalDialog({ dialogProps, label, children }: ModalDialogProps) {
  return (
    <dialog {...dialogProps} className={styles.dialog} aria-label={label}>
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}
