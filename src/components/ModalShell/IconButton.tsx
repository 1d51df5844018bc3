import type { ButtonHTMLAttributes, Ref } from 'react';
import { Svg, type IconProps } from './Svg';
import styles from './ModalShell.module.css';

// One module for the buttons of the field bar and the cross: the search shell in the main bundle draws them, and
// there every module costs its own wrapper.

/** A button of the dialog's field bar that shows only its icon. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'type'> {
  /** What a screen reader says; the icon (the children) is hidden from it. */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An icon in a square of 44 px, the height of the field bar it sits in. */
export function IconButton({ label, ...props }: IconButtonProps) {
  return <button type="button" aria-label={label} className={styles.iconButton} {...props} />;
}

/** The ADS close icon, inlined. */
export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M21 4.587 19.57 3l-7.565 7.495L4.43 3 3 4.587l7.482 7.419L3 19.413 4.43 21l7.575-7.495L19.57 21 21 19.413l-7.482-7.408z" />
    </Svg>
  );
}

/** A cross that closes or dismisses what it sits in. */
export type CloseButtonProps = Omit<IconButtonProps, 'children'>;

/** The cross of the search dialog, the Ask AI panel and "Back to your answer": one look and one target size. */
export function CloseButton(props: CloseButtonProps) {
  return (
    <IconButton {...props}>
      <CloseIcon />
    </IconButton>
  );
}
