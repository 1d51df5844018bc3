import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '../Search/Svg';
import styles from './AskAi.module.css';

interface Props {
  label: ReactNode;
  icon: ComponentType<IconProps>;
  onClick(): void;
  disabled?: boolean;
}

/** One of the small text buttons under an answer, its icon before its words. */
export default function AnswerAction({ label, icon: Icon, onClick, disabled }: Props) {
  return (
    <button
      type="button"
      className={styles.action}
      // aria-disabled, not disabled: the button keeps its place in the Tab order and its focus.
      aria-disabled={disabled || undefined}
      onClick={() => disabled || onClick()}
    >
      <Icon />
      {label}
    </button>
  );
}
