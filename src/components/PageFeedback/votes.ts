/**
 * The votes this browser gave, kept in localStorage so a page asks only once.
 * Each holds the server's id of the vote (null while it has not reached the
 * server) and a comment still to be sent, if any: what did not arrive is kept
 * to be sent again. A missing, unreadable or foreign value counts as no votes.
 */
export interface StoredVote {
  helpful: boolean;
  /** The server's id of the vote; null until it has arrived. */
  id: string | null;
  /** A comment that has not reached the server yet. */
  comment: string | null;
}

export const VOTES_KEY = 'amsterdam-developers:page-feedback';

function isVote(value: unknown): value is StoredVote {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.helpful === 'boolean' &&
    (v.id === null || typeof v.id === 'string') &&
    (v.comment === null || typeof v.comment === 'string')
  );
}

function readAll(): Record<string, StoredVote> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(VOTES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, vote]) => isVote(vote))) as Record<string, StoredVote>;
  } catch {
    return {};
  }
}

export function readVote(page: string): StoredVote | null {
  return readAll()[page] ?? null;
}

/** Keeps the vote; a browser that refuses storage (private mode, full) simply asks again next time. */
export function writeVote(page: string, vote: StoredVote): void {
  try {
    window.localStorage.setItem(VOTES_KEY, JSON.stringify({ ...readAll(), [page]: vote }));
  } catch {
    // Nothing to do: the vote itself is not lost, only the memory of it.
  }
}

export function removeVote(page: string): void {
  try {
    const rest = Object.entries(readAll()).filter(([key]) => key !== page);
    window.localStorage.setItem(VOTES_KEY, JSON.stringify(Object.fromEntries(rest)));
  } catch {
    // As in writeVote.
  }
}
