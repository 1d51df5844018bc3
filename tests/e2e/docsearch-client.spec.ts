import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page, type Request, type Route } from '@playwright/test';

// DocSearch's own published client (@docsearch/js, which bundles its React UI and AI SDK 5), unchanged, on a page
// of a made-up origin that this test serves. Its Ask AI requests go to Algolia's host, which the test forwards to our
// server; its keyword searches get an empty Algolia answer. So this holds our /api/ask to the contract DocSearch's
// client really speaks: the token and when it is renewed, the stream, and the vote.

/** The page's origin: not ours, as on a site that embeds DocSearch. */
const ORIGIN = 'https://docsearch.test';
/** Where DocSearch v4 sends Ask AI requests (ASK_AI_API_URL in its source): /token, the chat itself, /feedback. */
const ASK_AI = 'https://askai.algolia.com/chat';
/** DocSearch's keyword search: Algolia's hosts for the application (`<app>-dsn.algolia.net`, `<app>-N.algolianet.com`). */
const ALGOLIA_SEARCH = /^https:\/\/[a-z0-9-]+\.algolia(net)?\.(net|com)\/1\//;
const ASSISTANT_ID = 'developers';
/** The key under which DocSearch keeps its Ask AI token, in sessionStorage. */
const DOCSEARCH_TOKEN_KEY = 'askai_token';

const FIRST = 'How do I validate an access token?';
const FOLLOW_UP = 'How do I make Keycloak send the access token type?';
const LATER = 'Which database must a project use?';

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>DocSearch against our Ask AI</title><script src="/docsearch.js"></script></head>
  <body>
    <main><h1>DocSearch against our Ask AI</h1><div id="docsearch"></div></main>
    <script>
      docsearch({
        container: '#docsearch',
        appId: 'TESTAPP',
        apiKey: 'search-only-key',
        indexName: 'developers',
        askAi: { assistantId: '${ASSISTANT_ID}' },
      });
    </script>
  </body>
</html>`;

interface AskAiCall {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

interface ChatBody {
  messages: Array<{ id: string; role: string }>;
}

/** What Algolia answers to a multi-index query with nothing found, one result per request. */
function emptySearch(route: Route): Promise<void> {
  const body = route.request().postDataJSON() as { requests?: Array<{ indexName?: string }> } | null;
  const results = (body?.requests ?? [{}]).map((r) => ({
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 20,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    query: '',
    params: '',
    index: r.indexName ?? 'developers',
  }));
  return route.fulfill({
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': ORIGIN },
    body: JSON.stringify({ results }),
  });
}

/**
 * Serves the test page and DocSearch's bundle, forwards Ask AI requests to our server, answers searches, and
 * refuses anything else (listed in the returned array, which the test expects empty).
 */
async function serveDocSearch(page: Page, server: string): Promise<{ calls: AskAiCall[]; unexpected: string[] }> {
  const bundle = readFileSync(join(process.cwd(), 'node_modules/@docsearch/js/dist/umd/index.js'), 'utf8');
  const calls: AskAiCall[] = [];
  const unexpected: string[] = [];
  // Routes match last-registered first: this one takes whatever the others do not.
  await page.route('**/*', (route) => {
    unexpected.push(`${route.request().method()} ${route.request().url()}`);
    return route.abort('blockedbyclient');
  });
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE });
    if (path === '/docsearch.js') return route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: bundle });
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  await page.route(ALGOLIA_SEARCH, emptySearch);
  // Playwright answers the CORS preflight of a routed request itself; the answers need the CORS grant Algolia's
  // host gives, which our server, same-origin only, does not. A fulfilled route hands the browser the whole body at
  // once: DocSearch parses our event stream here, and tests/e2e/ask-ai.spec.ts sees it arrive piece by piece.
  await page.route(`${ASK_AI}**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname; // /chat, /chat/token, /chat/feedback
    calls.push({ path, authorization: request.headers().authorization, body: request.postDataJSON() });
    const response = await route.fetch({ url: `${server}/api/ask${path}`, maxRedirects: 0 });
    // The body comes decoded: its encoding and length no longer describe it.
    const headers: Record<string, string> = { ...response.headers(), 'access-control-allow-origin': ORIGIN };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers });
  });
  return { calls, unexpected };
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchBox = (page: Page) => modal(page).getByRole('searchbox');
/** One question and its answer in DocSearch's Ask AI screen. */
const exchange = (page: Page, question: string) =>
  modal(page)
    .locator('.DocSearch-AskAiScreen-Response-Container')
    .filter({ has: page.locator('.DocSearch-AskAiScreen-Query', { hasText: question }) });

/** The answer is complete: its text and DocSearch's "Related sources" with a link to a section of our docs. */
async function answered(article: Locator, words: RegExp): Promise<void> {
  await expect(article.locator('.DocSearch-AskAiScreen-Message--assistant')).toContainText(words, { timeout: 20_000 });
  const sources = article.locator('.DocSearch-AskAiScreen-RelatedSources');
  await expect(sources).toContainText('Related sources');
  await expect(sources.getByRole('link').first()).toHaveAttribute('href', /^\/docs\/[\w/-]+#[\w-]+$/);
  await expect(article.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
}

/** The stream's `start` chunk: the assistant message's id, which our own client votes by. */
async function assistantMessageId(chat: Request): Promise<string> {
  const response = await chat.response();
  const text = (await response?.text()) ?? '';
  const start = text
    .split('\n\n')
    .filter((event) => event.startsWith('data: {'))
    .map((event) => JSON.parse(event.slice('data: '.length)) as { type: string; messageId?: string })
    .find((chunk) => chunk.type === 'start');
  expect(start?.messageId).toMatch(/^msg-/);
  return start!.messageId!;
}

const isChat = (request: Request) => request.url() === ASK_AI && request.method() === 'POST';

test.describe('DocSearch 4.7.1, its own client, against our Ask AI', () => {
  // Three answers in one conversation, on machines shared with other work.
  test.describe.configure({ timeout: 90_000 });

  test('question, follow-up, a vote by its user message id, and a token renewed after five minutes', async ({
    page,
    baseURL,
  }) => {
    // The browser's clock is the test's from the start, so it can move past the token's lifetime later.
    await page.clock.install();
    const { calls, unexpected } = await serveDocSearch(page, baseURL!);
    const tokenRequests = () => calls.filter((c) => c.path === '/chat/token').length;
    const chats = () => calls.filter((c) => c.path === '/chat');

    await page.goto(`${ORIGIN}/`);
    await page.locator('.DocSearch-Button').click();
    await expect(searchBox(page)).toBeFocused();

    // A question: DocSearch's first option asks the assistant; the answer, its search step and sources render.
    await searchBox(page).fill(FIRST);
    const askOption = modal(page).getByRole('option', { selected: true });
    await expect(askOption).toContainText(FIRST);
    const firstChat = page.waitForRequest(isChat);
    await searchBox(page).press('Enter');
    const firstAnswerId = await assistantMessageId(await firstChat);
    const first = exchange(page, FIRST);
    await answered(first, /RFC 9068/);
    await expect(first.locator('.DocSearch-AskAiScreen-MessageContent-Tool')).toContainText(/Searched for/);
    expect(tokenRequests()).toBe(1);
    const [firstCall] = chats();
    expect(firstCall.authorization).toMatch(/^TOKEN \S+$/);
    const firstUserMessageId = (firstCall.body as ChatBody).messages[0].id;
    expect(firstUserMessageId).not.toBe(firstAnswerId);

    // DocSearch reads the token's expiry as we issue it: `exp`, epoch seconds, five minutes on.
    const exp = await page.evaluate(
      (key) => (JSON.parse(atob(sessionStorage.getItem(key)!.split('.')[0])) as { exp: unknown }).exp,
      DOCSEARCH_TOKEN_KEY,
    );
    const browserNow = await page.evaluate(() => Date.now());
    expect(exp).toBeGreaterThan(browserNow / 1000 + 240);
    expect(exp).toBeLessThanOrEqual(browserNow / 1000 + 300);

    // A follow-up in the same conversation, with the same token: DocSearch does not ask for another before its time.
    const followUpChat = page.waitForRequest(isChat);
    await searchBox(page).fill(FOLLOW_UP);
    await searchBox(page).press('Enter');
    await followUpChat;
    await answered(exchange(page, FOLLOW_UP), /Keycloak/);
    expect(chats()).toHaveLength(2);
    expect((chats()[1].body as ChatBody).messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(chats()[1].authorization).toBe(firstCall.authorization);
    expect(tokenRequests()).toBe(1);

    // A vote on the first answer: DocSearch names it by the user message's id, and says thank you.
    const vote = page.waitForResponse((r) => r.url() === `${ASK_AI}/feedback`);
    await first.getByRole('button', { name: 'Like', exact: true }).click();
    expect((await vote).status()).toBe(200);
    expect(calls.find((c) => c.path === '/chat/feedback')?.body).toMatchObject({
      messageId: firstUserMessageId,
      thumbs: 1,
    });
    await expect(first.getByText('Thanks for your feedback!')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
    // The server kept it for that answer: a vote by the answer's own id is a second vote.
    const again = await page.request.post(`${baseURL}/api/ask/chat/feedback`, {
      headers: { authorization: firstCall.authorization!, 'x-algolia-assistant-id': ASSISTANT_ID },
      data: { appId: 'TESTAPP', messageId: firstAnswerId, thumbs: 0 },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ success: false, code: 'already_voted' });

    // Past the token's five minutes on the browser's clock: DocSearch asks for a new token, and the chat works.
    // (Our server's clock stays where it is, so it would still take the old token: what counts is that DocSearch
    // read `exp` and renewed it, where it used to keep an expired token for the rest of the tab's session.)
    await page.clock.fastForward('05:30');
    const laterChat = page.waitForRequest(isChat);
    await searchBox(page).fill(LATER);
    await searchBox(page).press('Enter');
    expect((await (await laterChat).response())?.status()).toBe(200);
    await answered(exchange(page, LATER), /PostgreSQL/);
    expect(tokenRequests()).toBe(2);
    const renewed = chats()[2].authorization;
    expect(renewed).toMatch(/^TOKEN \S+$/);
    expect(renewed).not.toBe(firstCall.authorization);
    expect(calls.map((c) => c.path)).toEqual([
      '/chat/token',
      '/chat',
      '/chat',
      '/chat/feedback',
      '/chat/token',
      '/chat',
    ]);
    expect(unexpected).toEqual([]);
  });
});
