import { getAnswerSession, isDesktop, setAnswerSession, type AnswerPlace } from '../ModalShell/answerSession';

// What only the Ask AI chunk does to the answer session: kept out of the module every page loads.

/**
 * A source of the conversation was followed: at desktop width the answer stays beside the page, on a phone
 * it waits for "Back to your answer".
 */
export function followSource(conversationId: string, place: AnswerPlace): void {
  setAnswerSession({ conversationId, open: isDesktop(), ...place });
}

/** The panel hides, remembering where it was scrolled and whether the focus was in it. */
export function hideAnswer(place?: Pick<AnswerPlace, 'scrollTop'>, hadFocus = false): void {
  const s = getAnswerSession();
  if (!s) return;
  const kept = place ? { surface: 'panel' as const, ...place } : {};
  setAnswerSession({ ...s, ...kept, open: false, focus: hadFocus ? 'back' : undefined });
}

export function endAnswerSession(): void {
  setAnswerSession(null);
}
