import Translate, { translate } from '@docusaurus/Translate';
import { useEffect, useRef } from 'react';
import { reopenAnswer } from '../ModalShell/answerSession';
import { endAnswerSession } from './sessionActions';
import { Button } from '../DesignSystem';
import { AskAiIcon } from '../ModalShell/icons';
import { CloseButton } from '../ModalShell/IconButton';
import * as styles from './panelStyles';

/**
 * The props of BackToAnswer.
 * @public A component's props are part of its interface, whether or not another module names the type.
 */
export interface BackToAnswerProps {
  /** Whether the button takes the focus as it appears: when the side panel was hidden with the focus inside it. */
  autoFocus: boolean;
}

/**
 * After a source was followed: one tap (or Ctrl/Cmd+I) brings the same conversation back, in the side panel at
 * desktop width or in the search dialog on a phone. The cross dismisses it (the conversation stays among the recent ones).
 */
export default function BackToAnswer({ autoFocus }: BackToAnswerProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) button.current?.focus();
  }, [autoFocus]);
  return (
    <aside style={styles.back} aria-label={translate({ id: 'askAi.back.region', message: 'Your Ask AI answer' })}>
      <Button
        ref={button}
        variant="primary"
        icon={AskAiIcon}
        onClick={reopenAnswer}
        aria-keyshortcuts="Control+I Meta+I"
        title={translate({ id: 'askAi.back.title', message: 'Back to your answer (Ctrl+I)' })}
      >
        <Translate id="askAi.back">Back to your answer</Translate>
      </Button>
      <CloseButton
        label={translate({ id: 'askAi.back.dismiss', message: 'Dismiss' })}
        title={translate({
          id: 'askAi.back.dismissTitle',
          message: 'Dismiss (the conversation stays under Recent conversations)',
        })}
        onClick={endAnswerSession}
      />
    </aside>
  );
}
