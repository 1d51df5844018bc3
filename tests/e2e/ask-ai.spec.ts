import { expect, test, type Page } from '@playwright/test';
import { CONVERSATIONS_KEY } from '../../src/components/AskAI/conversations';
import {
  answerBody,
  answered,
  answerWith,
  askFromModal,
  exchange,
  formatAnswer,
  holdAnswer,
  openAnswerScreen,
  pauseAfterFirstWords,
  QUESTION,
  questionField,
  throttle,
} from './ask-ai-helpers';
import { axeViolations, themes, viewports } from './axe';
import { hitOptions, openByButton, openSearch, search, searchBox, searchDialog, askAiOption } from './search-helpers';
import { tabTo } from './keyboard';

test.describe('Ask AI', () => {
  // A whole conversation per test, on machines shared with other work.
  test.describe.configure({ timeout: 60_000 });

  test('ask from the modal: reasoning → search step → streamed answer → sources, with its code fetched only then', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto('/docs/intro');
    const dialog = await openByButton(page);
    await search(page, QUESTION);
    await expect(hitOptions(dialog).first()).toBeVisible();
    expect(scripts.filter((p) => /\/ask-ai\.[0-9a-f]+\.js$/.test(p))).toEqual([]);
    expect(scripts.filter((p) => p.startsWith('/api/'))).toEqual([]);
    // Ctrl+I fetches the answer screen's code; back in the search, the network slows so the answer streams visibly.
    await searchBox(page).press('Control+i');
    await expect(questionField(page)).toBeFocused();
    expect(scripts.some((p) => /\/ask-ai\.[0-9a-f]+\.js$/.test(p))).toBe(true);
    await searchDialog(page).getByRole('button', { name: 'Back to search' }).click();
    const restore = await throttle(page, 4_000);

    // Record what the answer shows, in order, as it streams in.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const dialogElement = document.querySelector('dialog[open]')!;
      new MutationObserver(() => {
        const article = dialogElement.querySelector('article');
        if (!article) return;
        const state = [
          article.querySelector('[aria-busy="true"]') ? 'busy' : 'idle',
          /Thinking\.\.\./.test(article.textContent ?? '') ? 'thinking' : '',
          /Searching\.\.\./.test(article.textContent ?? '') ? 'searching' : '',
          /Searched for "/.test(article.textContent ?? '') ? 'searched' : '',
          article.querySelector('[class*="markdown"]') ? 'text' : '',
          article.querySelector('section[aria-labelledby]') ? 'sources' : '',
        ].join(' ');
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(dialogElement, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await expect(askAiOption(dialog)).toHaveAttribute('aria-selected', 'true');
    await searchBox(page).press('Enter');
    const article = exchange(page, QUESTION);
    await answered(article);
    await restore();

    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const first = (word: string) => seen.findIndex((s) => s.split(' ').includes(word));
    expect(first('busy')).toBe(0);
    expect(first('searching')).toBeGreaterThan(0);
    expect(first('searched')).toBeGreaterThan(first('searching'));
    expect(first('text')).toBeGreaterThan(first('searched'));
    expect(first('sources')).toBeGreaterThanOrEqual(first('text'));
    expect(seen.at(-1)).toMatch(/^idle/);

    // The reasoning and the search are one line each until opened; the hits are links.
    await expect(article.getByText('Reasoning')).toBeVisible();
    const step = article.getByText(/^Searched for ".+" found \d+ results?$/);
    await step.click();
    await expect(article.locator('details[open] a').first()).toHaveAttribute('href', /^\/docs\//);
    await expect(article.getByText('Extracts from the standards, quoted as written.')).toBeVisible();
    await expect(
      searchDialog(page).getByRole('region', { name: 'Follow-up questions' }).getByRole('button'),
    ).not.toHaveCount(0);

    // Each cited source is a real page and anchor of the site, listed once, numbered.
    const source = article.getByRole('region', { name: 'Sources' }).locator('ol > li > a').first();
    const href = (await source.getAttribute('href'))!;
    expect(href).toMatch(/^\/docs\/[^#]+#.+/);
    await source.click();
    await expect(searchDialog(page)).toBeHidden();
    await expect(page).toHaveURL(href);
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeVisible();
  });

  test('a follow-up question continues the same conversation', async ({ page }) => {
    const bodies: { id: string; messages: { role: string }[] }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/ask/chat') bodies.push(request.postDataJSON());
    });
    await page.goto('/');
    await openByButton(page);
    await answered(await askFromModal(page, QUESTION));
    await expect(questionField(page)).toBeFocused();
    await expect(questionField(page)).toHaveAttribute('placeholder', 'Ask another question...');
    await questionField(page).fill('And in TypeScript?');
    await questionField(page).press('Enter');
    await answered(exchange(page, 'And in TypeScript?'));
    expect(bodies).toHaveLength(2);
    expect(bodies[1].id).toBe(bodies[0].id);
    expect(bodies[1].messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);

    // A suggested follow-up asks with one press.
    const suggestion = searchDialog(page)
      .getByRole('region', { name: 'Follow-up questions' })
      .getByRole('button')
      .first();
    const text = (await suggestion.textContent())!;
    await suggestion.click();
    await answered(exchange(page, text));
    await expect(questionField(page)).toBeFocused();
  });

  test('Stop keeps the answer so far with its sources: Retry asks again, Copy, and a vote the server takes', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const triggers: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/ask/chat') triggers.push(request.postDataJSON().trigger);
    });
    await pauseAfterFirstWords(page);
    await page.goto('/');
    await openAnswerScreen(page);
    await questionField(page).fill(QUESTION);
    await questionField(page).press('Enter');
    const article = exchange(page, QUESTION);
    // Stopped once its first words are there (the rest is held back, so it cannot finish first).
    await expect(article.locator('[class*="markdown"]')).toBeVisible({ timeout: 30_000 });
    await searchDialog(page).getByRole('button', { name: 'Stop' }).click();
    await expect(article.getByText('You stopped this response')).toBeVisible();
    await expect(answerBody(article)).toHaveAttribute('aria-busy', 'false');
    await expect(questionField(page)).toBeFocused();

    // Each citation of the answer so far is in its list of sources.
    const listed = await article
      .locator('section ol > li > a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const marker of await article.getByRole('link', { name: /^Source \d+: / }).all())
      expect(listed).toContain(await marker.getAttribute('href'));

    await article.getByRole('button', { name: 'Copy answer' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(20);
    expect(copied).not.toMatch(/\]\(\/docs\//);

    // The assistant stored the answer under the id it sent first: a vote on it is taken.
    const vote = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ask/chat/feedback');
    await article.getByRole('button', { name: 'Like', exact: true }).click();
    expect((await vote).status()).toBe(200);
    await expect(article.getByText('Thanks for your feedback!')).toBeVisible();

    await article.getByRole('button', { name: 'Retry' }).click();
    await expect(article.getByText('You stopped this response')).toHaveCount(0);
    await answered(article);
    await expect(article.getByRole('region', { name: 'Sources' })).toBeVisible();
    expect(triggers).toEqual(['submit-message', 'regenerate-message']);
    await expect(questionField(page)).toBeFocused();
  });

  test('like once: "Thanks for your feedback!", no second vote, also after a reload; the server refuses one', async ({
    page,
  }) => {
    await page.goto('/');
    await openByButton(page);
    const article = await askFromModal(page, QUESTION);
    await answered(article);
    const vote = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ask/chat/feedback');
    await article.getByRole('button', { name: 'Like', exact: true }).click();
    const { messageId, thumbs } = (await vote).request().postDataJSON();
    expect(thumbs).toBe(1);
    await expect(article.getByText('Thanks for your feedback!')).toBeVisible();
    await expect(article.getByRole('button', { name: /^(Like|Dislike)$/ })).toHaveCount(0);

    await page.reload();
    await openByButton(page);
    await searchDialog(page)
      .getByRole('region', { name: 'Recent conversations' })
      .getByRole('button', { name: QUESTION, exact: true })
      .click();
    await expect(exchange(page, QUESTION).getByText('Thanks for your feedback!')).toBeVisible();
    await expect(exchange(page, QUESTION).getByRole('button', { name: /^(Like|Dislike)$/ })).toHaveCount(0);

    // One vote per answer is the server's rule too, not only the screen's.
    const again = await page.evaluate(async (id) => {
      const { token } = JSON.parse(sessionStorage.getItem('amsterdam-developers.ask.token')!);
      const response = await fetch('/api/ask/chat/feedback', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-algolia-assistant-id': 'developers',
          authorization: `TOKEN ${token}`,
        },
        body: JSON.stringify({ appId: 'developers', messageId: id, thumbs: 0 }),
      });
      return { status: response.status, body: await response.json() };
    }, messageId);
    expect(again).toMatchObject({ status: 409, body: { success: false, code: 'already_voted' } });
  });

  test('a failed vote says "An error occured", and the vote (a dislike with its reason) can be given again', async ({
    page,
  }) => {
    await page.goto('/');
    await openByButton(page);
    const article = await askFromModal(page, QUESTION);
    await answered(article);
    await page.route('**/api/ask/chat/feedback', (route) => route.abort('connectionrefused'));
    await article.getByRole('button', { name: 'Dislike' }).click();
    await article.getByRole('textbox', { name: /What was wrong/ }).fill('It does not say which library');
    await article.getByRole('button', { name: 'Send dislike' }).click();
    await expect(article.getByRole('alert')).toHaveText('An error occured');
    await page.unroute('**/api/ask/chat/feedback');
    const vote = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/ask/chat/feedback');
    await article.getByRole('button', { name: 'Send dislike' }).click();
    expect((await vote).postDataJSON()).toMatchObject({ thumbs: 0, reason: 'It does not say which library' });
    await expect(article.getByText('Thanks for your feedback!')).toBeVisible();
    await expect(article.getByRole('alert')).toHaveCount(0);
  });

  test('assistant down: the error in the answer with Retry, and search still works', async ({ page }) => {
    await page.goto('/');
    await openByButton(page);
    await page.route('**/api/ask/**', (route) => route.abort('connectionrefused'));
    const article = await askFromModal(page, QUESTION);
    const alert = article.getByRole('alert');
    // The answer screen's code may still be on its way on a busy machine.
    await expect(alert).toContainText('The assistant could not be reached.', { timeout: 20_000 });
    await expect(questionField(page)).toBeFocused();

    await searchDialog(page).getByRole('button', { name: 'Back to search' }).click();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue(QUESTION);
    await expect(hitOptions(searchDialog(page)).first()).toBeVisible();

    await page.unroute('**/api/ask/**');
    await searchBox(page).press('Enter');
    await answered(exchange(page, QUESTION));
  });

  test('the service’s own error: its message in the answer', async ({ page }) => {
    await page.goto('/');
    await openByButton(page);
    const article = await askFromModal(page, 'x'.repeat(600));
    await expect(article.getByRole('alert')).toContainText('Your question is too long', { timeout: 20_000 });
  });

  test('a failed download of the answer screen shows Retry, which works', async ({ page }) => {
    let failed = 0;
    await page.route(/\/assets\/js\/ask-ai\.[0-9a-f]+\.js$/, (route) =>
      failed++ === 0 ? route.abort() : route.continue(),
    );
    await page.goto('/');
    await openByButton(page);
    await search(page, QUESTION);
    await searchBox(page).press('Enter');
    const retry = searchDialog(page).getByRole('button', { name: 'Retry' });
    await expect(searchDialog(page).getByRole('alert')).toContainText('Ask AI could not be loaded');
    await expect(retry).toBeFocused();
    await retry.click();
    await answered(exchange(page, QUESTION));
  });

  test('a recent conversation is reopened after a reload, and removed', async ({ page }) => {
    await page.goto('/');
    await openByButton(page);
    const article = await askFromModal(page, QUESTION);
    await answered(article);
    const answerText = (await article.locator('[class*="markdown"]').textContent())!;

    await page.reload();
    let dialog = await openByButton(page);
    const recent = dialog.getByRole('region', { name: 'Recent conversations' });
    await recent.getByRole('button', { name: QUESTION, exact: true }).click();
    await expect(exchange(page, QUESTION).locator('[class*="markdown"]')).toHaveText(answerText);
    await expect(exchange(page, QUESTION).getByRole('region', { name: 'Sources' })).toBeVisible();

    await page.reload();
    dialog = await openByButton(page);
    await dialog.getByRole('button', { name: `Remove from recent conversations: ${QUESTION}` }).click();
    await expect(dialog.getByRole('region', { name: 'Recent conversations' })).toHaveCount(0);
    await expect(searchBox(page)).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONVERSATIONS_KEY)).toBe('[]');
  });

  test('keyboard only: ask, read, vote, follow up, back to search, close', async ({ page }) => {
    test.slow(); // two answers and every control on the way
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Zoeken' });
    await tabTo(page, button);
    await openSearch(page, () => page.keyboard.press('Enter'));
    await page.keyboard.type(QUESTION);
    await expect(askAiOption(searchDialog(page))).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    const article = exchange(page, QUESTION);
    await answered(article);
    await expect(questionField(page)).toBeFocused();

    // Tab reaches every control of the answer in order, the Like button among them.
    const like = article.getByRole('button', { name: 'Like', exact: true });
    await tabTo(page, like);
    await page.keyboard.press('Enter');
    await expect(article.getByText('Thanks for your feedback!')).toBeVisible();

    await questionField(page).focus();
    await page.keyboard.type('Which library for TypeScript?');
    await page.keyboard.press('Enter');
    await answered(exchange(page, 'Which library for TypeScript?'));

    await page.keyboard.press('Shift+Tab'); // from the field to "Back to search"
    await expect(searchDialog(page).getByRole('button', { name: 'Back to search' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('typing a question fires no shortcut', async ({ page }) => {
    await page.goto('/');
    await openAnswerScreen(page);
    await page.keyboard.type('/k what is a/b test?');
    await page.keyboard.press('Control+k');
    await expect(questionField(page)).toHaveValue('/k what is a/b test?');
    await expect(searchDialog(page)).toBeVisible();
  });
});

/** The answer screen in each state axe checks. */
const states: Record<string, (page: Page) => Promise<void>> = {
  open: async (page) => {
    await openAnswerScreen(page);
  },
  streaming: async (page) => {
    await openAnswerScreen(page);
    await throttle(page, 1_500); // the answer is still on its way when axe looks
    await questionField(page).fill(QUESTION);
    await questionField(page).press('Enter');
    await expect(answerBody(exchange(page, QUESTION))).toHaveAttribute('aria-busy', 'true');
    await expect(
      exchange(page, QUESTION)
        .getByText(/Thinking\.\.\.|Searching\.\.\./)
        .first(),
    ).toBeVisible();
  },
  done: async (page) => {
    await openByButton(page);
    const article = await askFromModal(page, QUESTION);
    await answered(article);
    await article.getByText(/^Searched for/).click();
    await article.getByText('Reasoning').click();
  },
  'feedback and an error': async (page) => {
    await openByButton(page);
    const article = await askFromModal(page, QUESTION);
    await answered(article);
    await article.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(article.getByText('Thanks for your feedback!')).toBeVisible();
    await page.route('**/api/ask/chat', (route) => route.abort('connectionrefused'));
    await questionField(page).fill('And then?');
    await questionField(page).press('Enter');
    await expect(exchange(page, 'And then?').getByRole('alert')).toBeVisible();
  },
  // The states the answer format and the fixes brought: citation markers, a table and code; a stopped answer with
  // its sources, Retry and Copy; the dislike's reason; an option picked by ↓ on the empty-query screen.
  'answer format': async (page) => {
    await answerWith(page, formatAnswer());
    await openByButton(page);
    const article = await askFromModal(page, QUESTION);
    await answered(article);
    await article.getByText(/^Searched for/).click();
  },
  stopped: async (page) => {
    const chunks = formatAnswer();
    await holdAnswer(page, chunks, chunks.findIndex((c) => c.type === 'text-delta') + 3);
    await page.reload(); // the held answer is the page's own fetch, set up before it loads
    await openAnswerScreen(page);
    await questionField(page).fill(QUESTION);
    await questionField(page).press('Enter');
    await expect(exchange(page, QUESTION).getByRole('link', { name: /^Source 2: / })).toBeVisible();
    await searchDialog(page).getByRole('button', { name: 'Stop' }).click();
    await expect(exchange(page, QUESTION).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
  'dislike reason': async (page) => {
    await answerWith(page, formatAnswer());
    await openByButton(page);
    const article = await askFromModal(page, QUESTION);
    await answered(article);
    await article.getByRole('button', { name: 'Dislike' }).click();
    await article.getByRole('textbox', { name: /What was wrong/ }).fill('It does not say which library to use.');
  },
  'empty query, an option picked': async (page) => {
    await page.evaluate(
      ({ key, question }) => {
        const message = (id: string, role: string, text: string) => ({ id, role, parts: [{ type: 'text', text }] });
        const messages = [message('u1', 'user', question), message('a1', 'assistant', 'Validate it.')];
        const conversation = { id: 'c1', title: question, messages, feedback: {}, stopped: [], updatedAt: 1 };
        localStorage.setItem(key, JSON.stringify([conversation]));
      },
      { key: CONVERSATIONS_KEY, question: QUESTION },
    );
    await openByButton(page);
    // The modal itself, not the shell that holds its place while its code loads (the shell has no options to move
    // through: on a busy machine ↓ reached it and was lost).
    await expect(searchDialog(page).getByRole('region', { name: 'Recent conversations' })).toBeVisible();
    await searchBox(page).press('ArrowDown');
    await expect(searchDialog(page).locator('[data-active]')).toHaveCount(1);
  },
};

for (const viewport of viewports) {
  for (const theme of themes) {
    test.describe(`Ask AI axe at ${viewport.name} in ${theme}`, () => {
      test.describe.configure({ timeout: 90_000 });
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const [state, show] of Object.entries(states)) {
        test(`answer screen: ${state}`, async ({ page }) => {
          await page.goto(`/docs/intro?docusaurus-theme=${theme}`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await show(page);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
