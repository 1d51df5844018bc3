import './zodJitless'; // first: before the AI SDK creates its schemas
import { translate } from '@docusaurus/Translate';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Chat, useChat } from '@ai-sdk/react';
import { DefaultChatTransport, generateId } from 'ai';
import type { AskClient } from './api';
import { saveConversation, type StoredConversation, type Vote } from './conversations';
import { AskError } from './errors';
import { adoptChat, holdChat, reportAbort } from './liveChats';
import { compactMessage, messageText, toStoredConversation, type AskMessage } from './messages';

/** The words for a failed vote the assistant gave no reason for (spelt as DocSearch's Ask AI spells it). */
export const FEEDBACK_ERROR = translate({ id: 'askAi.feedback.error', message: 'An error occured' });

/** Stream updates reach the screen at most this often: fewer renders on a slow phone. */
const RENDER_THROTTLE_MS = 50;

export interface FeedbackState {
  votes: Record<string, Vote>;
  /** The answer whose vote is on its way: one at a time. */
  pending: string | null;
  errors: Record<string, string>;
}

function lastQuestionId(messages: readonly AskMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].role === 'user') return messages[i].id;
  return null;
}

/**
 * One conversation with the assistant (the AI SDK's chat), the answers the
 * visitor stopped, and the votes given; kept among the recent conversations
 * each time an answer is ready.
 */
export function useAskAi(client: AskClient, initial: StoredConversation | null) {
  const [stopped, setStopped] = useState<string[]>(() => initial?.stopped ?? []);
  const [feedback, setFeedback] = useState<FeedbackState>(() => ({
    votes: initial?.feedback ?? {},
    pending: null,
    errors: {},
  }));
  const voting = useRef(false);

  // The conversation's chat where another screen shows it (the dialog handing it to the side panel), else a new one.
  const [chat] = useState(() =>
    adoptChat(initial?.id, () => {
      const id = initial?.id ?? generateId();
      return new Chat<AskMessage>({
        id,
        messages: initial?.messages ?? [],
        transport: new DefaultChatTransport<AskMessage>({
          api: client.chatUrl,
          fetch: client.fetch,
          prepareSendMessagesRequest: ({ id, messages, trigger, messageId, body }) => ({
            body: { ...body, id, messages: messages.map(compactMessage), trigger, messageId },
          }),
        }),
        onFinish: ({ messages, isAbort }) => {
          const question = lastQuestionId(messages);
          if (isAbort && question) reportAbort(id, question);
        },
      });
    }),
  );

  const { messages, status, error, sendMessage, regenerate, stop, clearError } = useChat({
    chat,
    experimental_throttle: RENDER_THROTTLE_MS,
  });

  // Kept among the recent conversations whenever an answer is ready (also stopped), and when a vote is given.
  const { votes } = feedback;
  useEffect(() => {
    if (status === 'ready' && messages.length > 0)
      saveConversation(toStoredConversation(chat.id, messages, votes, stopped));
  }, [chat, status, messages, votes, stopped]);

  // Closing the modal ends the request, unless the side panel or "Back to your answer" takes the chat over.
  useEffect(
    () => holdChat(chat, (question) => setStopped((ids) => (ids.includes(question) ? ids : [...ids, question]))),
    [chat],
  );

  const busy = status === 'submitted' || status === 'streaming';

  const ask = useCallback(
    (question: string) => {
      const text = question.trim();
      if (!text || chat.status === 'submitted' || chat.status === 'streaming') return;
      void sendMessage({ text });
    },
    [chat, sendMessage],
  );

  /**
   * Asks again: the last question's answer (failed or stopped) is replaced; a stopped answer further up stays,
   * and its question is asked anew at the end of the conversation.
   */
  const retry = useCallback(
    (questionId?: string) => {
      if (chat.status === 'submitted' || chat.status === 'streaming') return;
      const last = lastQuestionId(chat.messages);
      const question = chat.messages.find((m) => m.id === questionId);
      if (question && questionId !== last) {
        ask(messageText(question));
        return;
      }
      clearError();
      setStopped((ids) => ids.filter((id) => id !== last));
      void regenerate();
    },
    [chat, ask, clearError, regenerate],
  );

  const vote = useCallback(
    async (messageId: string, choice: Vote, reason?: string) => {
      if (voting.current || votes[messageId]) return;
      voting.current = true;
      setFeedback((f) => ({ ...f, pending: messageId, errors: { ...f.errors, [messageId]: '' } }));
      try {
        await client.sendFeedback(messageId, choice === 'like' ? 1 : 0, choice === 'dislike' ? reason : undefined);
        setFeedback((f) => ({ ...f, votes: { ...f.votes, [messageId]: choice }, pending: null }));
      } catch (failure) {
        const message = failure instanceof AskError && failure.fromService ? failure.message : FEEDBACK_ERROR;
        setFeedback((f) => ({ ...f, pending: null, errors: { ...f.errors, [messageId]: message } }));
      } finally {
        voting.current = false;
      }
    },
    [client, votes],
  );

  return {
    id: chat.id,
    messages,
    status,
    error,
    busy,
    stopped,
    feedback,
    ask,
    retry,
    stop: useCallback(() => void stop(), [stop]),
    vote,
  };
}

export type AskAi = ReturnType<typeof useAskAi>;
