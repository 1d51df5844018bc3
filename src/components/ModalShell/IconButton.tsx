import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './ModalShell.module.css';

/** A button of the dialog's field bar that shows only its icon. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** What a screen reader says; the icon (the children) is hidden from it. */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An icon in a square of 44 px, the height of the field bar it sits in. */
export default function IconButton({ label, type = 'button', className, ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      {...props}
    />
  );
}
