import { useSyncExternalStore } from 'react';
import { lazyChunk, useLazyChunk } from '../LazyChunk/lazyChunk';
import { getAnswerSession, subscribeAnswerSession, type AnswerSession } from '../ModalShell/answerSession';

/**
 * The panel and "Back to your answer" come with the answer screen's chunk, reached through the search modal's (see
 * loadAskAiSession); a followed source has loaded both, a reload in the tab loads them again.
 */
const askAiSession = lazyChunk('Ask AI side panel', () =>
  import(/* webpackChunkName: "search-modal" */ './SiteSearchModal').then((modal) => modal.loadAskAiSession()),
);

function Loaded({ session }: { session: AnswerSession }) {
  const chunk = useLazyChunk(askAiSession);
  // Nothing meanwhile, nor when the download fails: the conversation is still under Recent conversations.
  return chunk.status === 'ready' ? <chunk.module.default session={session} /> : null;
}

/**
 * Beside every page, above the router's pages so it outlives them: the conversation a source was followed from.
 * Renders nothing (and loads nothing) until there is one; the server renders none.
 */
export default function AskAiSessionHost() {
  const session = useSyncExternalStore(subscribeAnswerSession, getAnswerSession, () => null);
  return session ? <Loaded session={session} /> : null;
}
