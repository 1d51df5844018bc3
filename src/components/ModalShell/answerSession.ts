/**
 * The conversation a visitor left the search for by following one of its sources: which one, whether its side panel
 * is showing, and where it was scrolled. Part of every page (the header's Ctrl/Cmd+I reads it), so it stays this small;
 * the panel and the "Back to your answer" button are in the Ask AI chunk. Kept in sessionStorage so that a reload in
 * the same tab brings it back.
 */

export const SESSION_KEY = 'amsterdam-developers.ask.session';

/** Docusaurus shows its sidebar from here on (its mobile breakpoint is 996px): room for a panel beside the page. */
export const DESKTOP_QUERY = '(min-width: 997px)';

/** Where the answer was read: the modal and the panel differ in width, so a scroll offset holds only in its own. */
export interface AnswerPlace {
  surface: 'modal' | 'panel';
  scrollTop: number;
  /** The exchange (0 first) holding the source that was followed. */
  exchange: number;
}

export interface AnswerSession extends AnswerPlace {
  conversationId: string;
  /** The side panel shows (desktop); on a phone the answer is reopened in the search dialog. */
  open: boolean;
  /**
   * Who takes the focus as the panel shows or hides: its question field when the visitor showed it, "Back to your
   * answer" when it hid with the focus inside; otherwise (a source followed) the page keeps it. Not kept over a reload.
   */
  focus?: 'panel' | 'back';
}

type Listener = () => void;

let current: AnswerSession | null | undefined; // undefined: not read from storage yet
const listeners = new Set<Listener>();
const reopenListeners = new Set<(session: AnswerSession) => void>();

// Reading `window.sessionStorage` itself throws when storage is blocked; the session then lives in memory only.
function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isSession(value: unknown): value is AnswerSession {
  if (value === null || typeof value !== 'object') return false;
  const s = value as Partial<AnswerSession>;
  return (
    typeof s.conversationId === 'string' &&
    typeof s.open === 'boolean' &&
    (s.surface === 'modal' || s.surface === 'panel') &&
    typeof s.scrollTop === 'number' &&
    typeof s.exchange === 'number'
  );
}

function read(): AnswerSession | null {
  try {
    const raw = session()?.getItem(SESSION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSession(parsed) ? parsed : null;
  } catch (error) {
    console.warn(`Ignoring the stored ${SESSION_KEY}:`, error);
    return null;
  }
}

export function getAnswerSession(): AnswerSession | null {
  if (current === undefined) current = read();
  return current;
}

export function subscribeAnswerSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setAnswerSession(next: AnswerSession | null): void {
  current = next;
  try {
    if (next) session()?.setItem(SESSION_KEY, JSON.stringify({ ...next, focus: undefined }));
    else session()?.removeItem(SESSION_KEY);
  } catch (error) {
    console.warn(`Could not store ${SESSION_KEY}:`, error);
  }
  listeners.forEach((listener) => listener());
}

export function isDesktop(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(DESKTOP_QUERY).matches;
}

/** The search dialog reopens the conversation (on a phone); it listens while it can. */
export function onReopenInDialog(listener: (session: AnswerSession) => void): () => void {
  reopenListeners.add(listener);
  return () => reopenListeners.delete(listener);
}

/** "Back to your answer": the panel at desktop width, the search dialog on a phone. */
export function reopenAnswer(): void {
  const s = getAnswerSession();
  if (!s) return;
  if (isDesktop()) setAnswerSession({ ...s, open: true, focus: 'panel' });
  else reopenListeners.forEach((listener) => listener(s));
}

/**
 * Ctrl/Cmd+I outside a text field: hides or shows the panel, or reopens the answer on a phone. False when no
 * source was followed, and the shortcut opens the answer screen as before.
 */
export function toggleAnswer(): boolean {
  const s = getAnswerSession();
  if (!s) return false;
  if (s.open && isDesktop()) setAnswerSession({ ...s, open: false, focus: undefined });
  else reopenAnswer();
  return true;
}
