import Translate, { translate } from '@docusaurus/Translate';
import { useEffect, useMemo, useRef, useState } from 'react';
import NewTabHint from '@site/src/components/NewTabHint';
import { siteFacts } from '@site/lib/site-facts';
import { createAskClient } from './api';
import { NavigateContext } from './AnswerLink';
import { type AnswerPlace } from '../ModalShell/answerSession';
import { followSource } from './sessionActions';
import { expectTarget } from './followedTarget';
import type { StoredConversation } from './conversations';
import { readableMessage } from './errors';
import ExchangeView, { STOPPED } from './ExchangeView';
import { exchanges as toExchanges, followUps, messageText } from './messages';
import { plainText } from './plainText';
import QuestionField from './QuestionField';
import type { AskAiSettings } from '../ModalShell/askAiSettings';
import Suggestions from './Suggestions';
import { useAskAi } from './useAskAi';
import styles from './AskAi.module.css';
import modal from '../ModalShell/ModalShell.module.css';
import screens from '../ModalShell/Screens.module.css';

export const ANSWERING = translate({ id: 'askAi.answering', message: 'Answering…' });

export interface AskAiScreenProps {
  settings: AskAiSettings;
  /** Asked as soon as the screen opens. */
  question?: string;
  /** A recent conversation, reopened as it was left. */
  conversation?: StoredConversation;
  /** Back to search; none in the side panel. */
  onBack?(): void;
  /** None in the side panel, whose own header closes it. */
  onClose?(): void;
  /** A source took the visitor to a page of this site (the answer session has been told which and from where). */
  onNavigate(): void;
  /** Typed in the question field before this screen's code arrived. */
  draft?: string;
  /** In the search dialog (the default) or the side panel beside the page. */
  surface?: AnswerPlace['surface'];
  /** The question field takes the focus on opening; not when the panel opens beside a page the visitor just followed. */
  autoFocus?: boolean;
  /** Where the conversation was when a source was followed from it: scrolled there again. */
  restore?: AnswerPlace;
}

/** Where in the answers a link sits: the scroll offset of their area and which exchange holds it. */
function placeOf(body: HTMLElement | null, link: HTMLElement, surface: AnswerPlace['surface']): AnswerPlace {
  const article = link.closest('article');
  const articles = body ? [...body.querySelectorAll(':scope > article')] : [];
  return { surface, scrollTop: body?.scrollTop ?? 0, exchange: article ? Math.max(0, articles.indexOf(article)) : 0 };
}

/** The same offset in the same surface; in the other, whose width differs, the exchange at the top. */
function scrollBack(body: HTMLElement, place: AnswerPlace, surface: AnswerPlace['surface']): void {
  if (place.surface === surface) {
    body.scrollTop = place.scrollTop;
    return;
  }
  const article = body.querySelectorAll(':scope > article')[place.exchange];
  if (article) body.scrollTop += article.getBoundingClientRect().top - body.getBoundingClientRect().top;
}

/**
 * The AI answer screen (its own lazily loaded chunk, "ask-ai"): the questions
 * and answers of one conversation, with the question field at the top.
 */
export default function AskAiScreen(props: AskAiScreenProps) {
  const { settings, question, conversation, onBack, onClose, onNavigate, draft } = props;
  const { surface = 'modal', autoFocus = true, restore } = props;
  const body = useRef<HTMLDivElement>(null);
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
    if (autoFocus) focusField();
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

  // Once the dialog around it is open (its own layout effect runs after this screen's): a closed one has no layout
  // to scroll. Still before the first paint, effects of a click being run at once.
  useEffect(() => {
    if (restore && body.current) scrollBack(body.current, restore, surface);
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const followed = (link: HTMLElement, href: string) => {
    expectTarget(href);
    followSource(ai.id, placeOf(body.current, link, surface));
    onNavigate();
  };

  return (
    <NavigateContext.Provider value={followed}>
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
      <div ref={body} className={modal.body} data-answer-body>
        {list.length === 0 ? (
          <Suggestions
            title={translate({ id: 'askAi.starters', message: 'Try asking' })}
            questions={settings.starters}
            onAsk={ask}
          />
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
                  {isLast && (
                    <Suggestions
                      title={translate({ id: 'askAi.followUps', message: 'Follow-up questions' })}
                      questions={suggestions}
                      onAsk={ask}
                      inAnswer
                    />
                  )}
                </ExchangeView>
              );
            })}
          </>
        )}
      </div>
      <p className={styles.footer}>
        <Translate id="askAi.storage">
          Questions are stored for a limited time, without personal data, to improve the answers.
        </Translate>{' '}
        {/* The site's own page says what is kept and for how long; a new tab keeps the conversation open. */}
        <a href={siteFacts.sitePrivacy} target="_blank" rel="noopener noreferrer" className={screens.link}>
          <Translate id="askAi.storageLink">What this site stores</Translate>
          <NewTabHint />
        </a>
      </p>
      <div role="status" className="ams-visually-hidden">
        {announcement}
      </div>
    </NavigateContext.Provider>
  );
}
