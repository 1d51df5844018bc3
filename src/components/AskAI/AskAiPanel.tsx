import Translate, { translate } from '@docusaurus/Translate';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import AskAiScreen from './AskAiScreen';
import { type AnswerSession } from '../ModalShell/answerSession';
import { hideAnswer } from './sessionActions';
import { Heading } from '../DesignSystem';
import { AskAiIcon } from '../ModalShell/icons';
import type { StoredConversation } from './conversations';
import type { AskAiSettings } from '../ModalShell/askAiSettings';
import { isAskShortcut } from '../ModalShell/shortcuts';
import { CloseButton } from '../ModalShell/IconButton';
import modal from '../ModalShell/ModalShell.module.css';
import * as styles from './panelStyles';

/** The conversation the side panel shows and the session it belongs to. */
export interface AskAiPanelProps {
  settings: AskAiSettings;
  session: AnswerSession;
  conversation: StoredConversation;
}

/**
 * The conversation beside the page, not over it: a complementary region the page stays usable next to, where a
 * source opens its page and a follow-up is asked. Its close button and Ctrl/Cmd+I hide it.
 */
export default function AskAiPanel({ settings, session, conversation }: AskAiPanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  // The page makes room: its content, header and footer stay readable and usable beside the panel.
  useLayoutEffect(() => styles.makeRoomForPanel(), []);

  // The answers' scroll offset is kept for when the panel shows again; focus inside it goes to the control that
  // shows it again, rather than falling to the page's start.
  const hide = () => {
    const body = panel.current?.querySelector<HTMLElement>('[data-answer-body]');
    hideAnswer({ scrollTop: body?.scrollTop ?? 0 }, !!panel.current?.contains(document.activeElement));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // In the question field too: in the panel, Ctrl/Cmd+I is the panel's own toggle.
    if (!isAskShortcut(event)) return;
    event.preventDefault();
    hide();
  };

  return (
    <aside ref={panel} style={styles.panel} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div style={styles.header}>
        <AskAiIcon style={styles.icon} />
        <Heading id={titleId} level={2} size={5} style={styles.title}>
          <Translate id="askAi.title">Ask AI</Translate>
        </Heading>
        <CloseButton
          label={translate({ id: 'askAi.panel.close', message: 'Close Ask AI' })}
          aria-keyshortcuts="Control+I Meta+I"
          title={translate({ id: 'askAi.panel.closeTitle', message: 'Close (Ctrl+I)' })}
          onClick={hide}
        />
      </div>
      <div className={modal.panel}>
        <AskAiScreen
          settings={settings}
          conversation={conversation}
          surface="panel"
          // Shown by the visitor, the question field takes the focus; beside a followed source, the page keeps it.
          autoFocus={session.focus === 'panel'}
          restore={session}
          // The panel stays: the page beside it changes, and the followed heading takes the focus.
          onNavigate={() => undefined}
        />
      </div>
    </aside>
  );
}
