import { expect, type Locator, type Page } from '@playwright/test';
import { EXTRACTS_GROUPS, EXTRACTS_SOURCES } from '../../src/components/AskAI/__fixtures__/answers';
import { answerChunks, sseBody, type Chunk } from '../../src/components/AskAI/__fixtures__/stream';
import { askAiOption, openByButton, search, searchBox, searchDialog } from './search-helpers';

export const QUESTION = 'How do I validate an access token?';

export const questionField = (page: Page) =>
  searchDialog(page).getByRole('textbox', { name: /^Ask (a|another) question$/ });
export const exchange = (page: Page, question: string) => searchDialog(page).getByRole('article', { name: question });
export const answerBody = (article: Locator) => article.locator('[aria-busy]');
/** What the screen's live region says to screen readers. */
export const liveRegion = (page: Page) => searchDialog(page).locator('.ams-visually-hidden[role="status"]');

/** Types the question in the search field and takes the first option, "Ask AI: {question}". */
export async function askFromModal(page: Page, question: string): Promise<Locator> {
  const dialog = searchDialog(page);
  await search(page, question);
  await expect(askAiOption(dialog)).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('Enter');
  return exchange(page, question);
}

/** The answer is complete: its actions are there and it is no longer busy. */
export async function answered(article: Locator): Promise<void> {
  await expect(article.getByRole('button', { name: 'Copy answer' })).toBeVisible({ timeout: 20_000 });
  await expect(answerBody(article)).toHaveAttribute('aria-busy', 'false');
}

/** Slows the network to a trickle, so an answer streams long enough to be seen (and stopped). */
export async function throttle(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const conditions = (throughput: number) => ({
    offline: false,
    latency: 0,
    downloadThroughput: throughput,
    uploadThroughput: -1,
  });
  await cdp.send('Network.emulateNetworkConditions', conditions(bytesPerSecond));
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', conditions(-1));
  };
}

/**
 * The server's real answer passes through until its first words, then the rest is held back until the
 * reader stops it: a Stop that cannot lose the race against a fast machine finishing the answer first.
 * The request itself is the real one (same body, same abort signal), so the server stores what it sent.
 */
export async function pauseAfterFirstWords(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pageFetch = window.fetch.bind(window);
    let asked = 0;
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname !== '/api/ask/chat' || asked++ > 0) return pageFetch(input, init);
      const response = await pageFetch(input, init);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let seen = '';
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('The operation was aborted.', 'AbortError')),
          );
        },
        async pull(controller) {
          if (/"type":"text-delta"/.test(seen)) return new Promise<void>(() => {});
          const { done, value } = await reader.read();
          if (done) return controller.close();
          seen += decoder.decode(value, { stream: true });
          controller.enqueue(value);
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
}

/** The answer screen with no question yet (Ctrl+I): its code is loaded, the starters shown. */
export async function openAnswerScreen(page: Page): Promise<void> {
  await openByButton(page);
  await searchBox(page).press('Control+i');
  await expect(searchDialog(page).getByRole('region', { name: 'Try asking' })).toBeVisible();
  await expect(questionField(page)).toBeFocused();
}

/**
 * An answer in the assistant's answer format (numbered citations, the sources
 * listed at the end; quotes with code, a list, a table, escapes), while our
 * server still sends the older one.
 */
export const formatAnswer = (messageId = 'msg-format') =>
  answerChunks({
    messageId,
    deltas: EXTRACTS_GROUPS,
    sources: EXTRACTS_SOURCES,
    followUps: ['How do I test token validation?', 'Which library for TypeScript?'],
  });

/** The chat route answers with these chunks (the token route stays our server's). */
export async function answerWith(page: Page, chunks: readonly Chunk[]): Promise<void> {
  await page.route('**/api/ask/chat', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
      body: sseBody(chunks),
    }),
  );
}

/**
 * The first answer sends the chunks before `stopAt` and then waits, as a slow
 * model would, until the visitor presses Stop (which aborts it as it would a
 * real stream); a later request gets the whole answer. In the page's own fetch,
 * because a route cannot hold a response half sent.
 */
export async function holdAnswer(page: Page, chunks: readonly Chunk[], stopAt: number): Promise<void> {
  const bodies = { head: sseBody(chunks.slice(0, stopAt), { done: false }), whole: sseBody(chunks) };
  await page.addInitScript(({ head, whole }) => {
    const pageFetch = window.fetch.bind(window);
    let asked = 0;
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname !== '/api/ask/chat') return pageFetch(input, init);
      const held = asked++ === 0;
      const bytes = new TextEncoder().encode(held ? head : whole);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          if (!held) controller.close();
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('The operation was aborted.', 'AbortError')),
          );
        },
      });
      const headers = { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' };
      return new Response(body, { status: 200, headers });
    };
  }, bodies);
}
