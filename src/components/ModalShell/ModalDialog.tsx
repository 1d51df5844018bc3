import type { ReactNode } from 'react';
import type { useModalDialog } from './useModalDialog';
import styles from './ModalShell.module.css';

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
