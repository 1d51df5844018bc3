import { useEffect, useMemo, useRef, useState } from 'react';
import NewTabHint from '@site/src/components/NewTabHint';
import { siteFacts } from '@site/lib/site-facts';
import { createAskClient } from './api';
import { NavigateContext } from './AnswerLink';
import type { StoredConversation } from './conversations';
import { readableMessage } from './errors';
import ExchangeView, { STOPPED } from './ExchangeView';
import { exchanges as toExchanges, followUps, messageText } from './messages';
import { plainText } from './plainText';
import QuestionField from './QuestionField';
import type { AskAiSettings } from './settings';
import Suggestions from './Suggestions';
import { useAskAi } from './useAskAi';
import styles from './AskAi.module.css';
import modal from '../Search/SearchModal.module.css';
import screens from '../Search/SearchScreens.module.css';

export const ANSWERING = 'Answering…';

export interface AskAiScreenProps {
  settings: AskAiSettings;
  /** Asked as soon as the screen opens. */
  question?: string;
  /** A recent conversation, reopened as it was left. */
  conversation?: StoredConversation;
  onBack(): void;
  onClose(): void;
  /** A link took the visitor to a page of this site. */
  onNavigate(): void;
  /** Typed in the question field before this screen's code arrived. */
  draft?: string;
}

/**
 * The AI answer screen (its own lazily loaded chunk, "ask-ai"): the questions
 * and answers of one conversation, with the question field at the top.
 */
export default function AskAiScreen(props: AskAiScreenProps) {
  const { settings, question, conversation, onBack, onClose, onNavigate, draft } = props;
  const client = useMemo(() => createAskClient(settings), [settings]);
  const ai = useAskAi(client, conversation ?? null);
  const input = useRef<HTMLInputElement>(null);
  const list = toExchanges(ai.messages);
  const last = list.at(-1);
  const ready = ai.status === 'ready';

  const focusField = () => input.current?.focus();
  const ask = (text: string) => {
    ai.ask(text);
    focusField();
  };

  const asked = useRef(false);
  useEffect(() => {
    focusField();
    if (question && !asked.current) ai.ask(question);
    asked.current = true;
    // Once, on opening: a later question comes from the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // At most three announcements per answer, never one per token: "Answering…", then the answer (or that it
  // was stopped); an error is said by its alert. Answers of a reopened conversation are not said again.
  const [earlier] = useState(() => new Set(conversation?.messages.map((m) => m.id)));
  let announcement = '';
  if (ai.busy) announcement = ANSWERING;
  else if (last && ready && !earlier.has(last.question.id))
    announcement = ai.stopped.includes(last.question.id) ? STOPPED : plainText(messageText(last.answer));

  const suggestions = ready && last ? followUps(last.answer) : [];

  return (
    <NavigateContext.Provider value={onNavigate}>
      <QuestionField
        ref={input}
        followUp={list.length > 0}
        busy={ai.busy}
        onAsk={ask}
        onStop={() => {
          ai.stop();
          focusField();
        }}
        onBack={onBack}
        onClose={onClose}
        initialValue={question ? '' : draft}
      />
      <div className={modal.body}>
        {list.length === 0 ? (
          <Suggestions title="Try asking" questions={settings.starters} onAsk={ask} />
        ) : (
          <>
            {list.map((exchange, i) => {
              const isLast = i === list.length - 1;
              const answerId = exchange.answer?.id ?? '';
              return (
                <ExchangeView
                  key={exchange.question.id}
                  exchange={exchange}
                  busy={isLast && ai.busy}
                  stopped={ai.stopped.includes(exchange.question.id)}
                  error={isLast && ai.status === 'error' ? readableMessage(ai.error) : undefined}
                  onRetry={() => {
                    ai.retry(exchange.question.id);
                    focusField();
                  }}
                  vote={ai.feedback.votes[answerId]}
                  voteSending={ai.feedback.pending !== null}
                  voteError={ai.feedback.errors[answerId] || undefined}
                  onVote={(id, choice, reason) => void ai.vote(id, choice, reason)}
                >
                  {isLast && <Suggestions title="Follow-up questions" questions={suggestions} onAsk={ask} inAnswer />}
                </ExchangeView>
              );
            })}
          </>
        )}
      </div>
      <p className={styles.footer}>
        Questions are stored for a limited time, without personal data, to improve the answers.{' '}
        {/* The site's own page says what is kept and for how long; a new tab keeps the conversation open. */}
        <a href={siteFacts.sitePrivacy} target="_blank" rel="noopener noreferrer" className={screens.link}>
          What this site stores
          <NewTabHint />
        </a>
      </p>
      <div role="status" className="ams-visually-hidden">
        {announcement}
      </div>
    </NavigateContext.Provider>
  );
}
