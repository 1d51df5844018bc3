import { useMemo } from 'react';
import { stepOption, useActiveOption } from './useActiveOption';

interface Lists {
  recent: readonly unknown[];
  favourites: readonly unknown[];
  conversations: readonly unknown[];
  /** "Ask AI a question" ends the screen. */
  askAi: boolean;
}

/**
 * The empty-query screen as the combobox's options, in the order it shows
 * them: the recent and favourite searches, the recent conversations, "Ask AI
 * a question". The results' pattern (focus stays in the field, which points at
 * the active option), except that none is active until an arrow key picks
 * one, so Enter never opens a page unasked.
 */
export function useStartOptions(baseId: string, query: string, idle: boolean, lists: Lists) {
  const { recent, favourites, conversations, askAi } = lists;
  const id = `${baseId}-start`;
  const optionId = (index: number) => `${id}-${index}`;
  const count = idle ? recent.length + favourites.length + conversations.length + (askAi ? 1 : 0) : 0;
  // A new query or a changed list starts again with none active.
  const source = useMemo(
    () => ({ query, lists: [recent, favourites, conversations] }),
    [query, recent, favourites, conversations],
  );
  const [active, setActive] = useActiveOption(source, optionId, -1);
  return {
    id,
    optionId,
    count,
    active: count > 0 ? active : -1,
    move: (down: boolean) => setActive(stepOption(active, count, down)),
    /** Opens the active option as a click on it would (a page through the router, a conversation). */
    open: () => (active >= 0 ? document.getElementById(optionId(active))?.click() : undefined),
  };
}
