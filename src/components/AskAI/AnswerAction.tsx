import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '../ModalShell/Svg';
import { Button } from '../DesignSystem';

/** One button under an answer: its words, icon and action. */
export interface AnswerActionProps {
  label: ReactNode;
  icon: ComponentType<IconProps>;
  onClick(): void;
  disabled?: boolean;
  /** A button that opens something below it (a disclosure): whether that is open, and its id. */
  expanded?: boolean;
  controls?: string;
}

/** One of the buttons under an answer: the site's tertiary button, its icon before its words. */
export default function AnswerAction({ label, icon, onClick, disabled, expanded, controls }: AnswerActionProps) {
  return (
    <Button
      variant="tertiary"
      icon={icon}
      // aria-disabled, not disabled: the button keeps its place in the Tab order and its focus.
      aria-disabled={disabled || undefined}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={() => disabled || onClick()}
    >
      {label}
    </Button>
  );
}
