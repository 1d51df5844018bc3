import { useEffect } from 'react';
import AskAiPanel from './AskAiPanel';
import { DESKTOP_QUERY, type AnswerSession } from '../ModalShell/answerSession';
import { endAnswerSession } from './sessionActions';
import BackToAnswer from './BackToAnswer';
import { readConversations, type StoredConversation } from './conversations';
import { liveMessages } from './liveChats';
import { useAskAiSettings } from '../ModalShell/askAiSettings';
import { useMediaQuery } from './useMediaQuery';

/**
 * The conversation as kept among the recent ones, or as its chat holds it while its first answer is still coming
 * (kept only once that is ready); null when it is neither (removed, or gone with a reload mid-answer).
 */
function conversationFor(id: string): StoredConversation | null {
  const kept = readConversations().find((c) => c.id === id);
  if (kept) return kept;
  const messages = liveMessages(id);
  return messages ? { id, title: '', messages, feedback: {}, stopped: [], updatedAt: 0 } : null;
}

/**
 * The props of AskAiSession.
 * @public A component's props are part of its interface, whether or not another module names the type.
 */
export interface AskAiSessionProps {
  /** The conversation kept in this tab when a source was followed from it. */
  session: AnswerSession;
}

/**
 * What the page shows of a conversation a source was followed from (the Ask AI chunk, loaded by
 * AskAiSessionHost): the side panel beside the page at desktop width, else the button that brings it back.
 */
export default function AskAiSession({ session }: AskAiSessionProps) {
  const settings = useAskAiSettings();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { conversationId, open } = session;
  // Read at each change of the session: what was asked in the panel before it hid has been kept meanwhile.
  const conversation = conversationFor(conversationId);
  const missing = conversation === null;

  useEffect(() => {
    if (missing) endAnswerSession();
  }, [missing]);
  if (!conversation || !settings.enabled) return null;

  if (desktop && open)
    return <AskAiPanel key={conversationId} settings={settings} session={session} conversation={conversation} />;
  return <BackToAnswer autoFocus={session.focus === 'back'} />;
}
