import { expect, test } from '@playwright/test';
import { KEYCLOAK, TOKENS } from '../../src/components/AskAI/__fixtures__/answers';
import {
  answerBody,
  answered,
  answerWith,
  askFromModal,
  exchange,
  formatAnswer,
  holdAnswer,
  liveRegion,
  QUESTION,
  questionField,
  openAnswerScreen,
} from './ask-ai-helpers';
import { openByButton, searchDialog } from './search-helpers';

// The answer as screen readers hear it and as Copy puts it on the clipboard, with our server's answers (whatever
// their format) and with answers in the answer format of numbered citations.

const AZURE = 'How do I link a commit to a work item in Azure Boards?';

test.describe('Ask AI: what is said and copied', () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('our server: the live region reads the answer in plain words, Copy gives Markdown without escapes', async ({
    page,
  }) => {
    await page.goto('/');
    await openByButton(page);
    const article = await askFromModal(page, AZURE);
    await answered(article);
    // The extracts escape what Markdown would read as syntax: AB\#48213.
    const said = await liveRegion(page).textContent();
    expect(said).toContain('AB#48213');
    expect(said).not.toMatch(/\\|\]\(|\/docs\//);

    await article.getByRole('button', { name: 'Copy answer' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('AB#48213');
    expect(copied).not.toMatch(/\\[#_]/);
    expect(copied).not.toMatch(/\]\(\/docs\//);
    expect(copied).toMatch(/\n\nSources:\n\n1\. \[[^\]]+\]\(http:\/\/127\.0\.0\.1:\d+\/docs\/[^)]+\)/);
  });

  test('the answer format: numbered citations, each source once, code and tables as such', async ({ page }) => {
    await answerWith(page, formatAnswer());
    await page.goto('/');
    await openByButton(page);
    const article = await askFromModal(page, QUESTION);
    await answered(article);

    const markers = article.getByRole('link', { name: /^Source \d: / });
    await expect(markers).toHaveText(['[1]', '[2]', '[2]', '[3]']);
    await expect(markers.first()).toHaveAccessibleName(`Source 1: ${TOKENS.title}`);
    const sources = article.getByRole('region', { name: 'Sources' }).getByRole('listitem');
    await expect(sources).toHaveText([TOKENS.title, KEYCLOAK.title, 'Docker usage › Pin the base image']);
    // Numbered as the markers count them (inside the navbar's list the theme would number them i, ii, iii).
    expect(await sources.first().evaluate((li) => getComputedStyle(li).listStyleType)).toBe('decimal');
    await expect(article.getByRole('table')).toBeVisible();
    await expect(article.locator('pre code')).toContainText('FROM ${PYTHON_IMAGE}');

    const said = (await liveRegion(page).textContent())!;
    expect(said).toContain('Set PYTHON_IMAGE to a digest');
    expect(said).not.toMatch(/\\|\[\d\]|\]\(|\/docs\//);

    await article.getByRole('button', { name: 'Copy answer' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const origin = new URL(page.url()).origin;
    expect(copied).toContain(`[1](${origin}${TOKENS.url} "${TOKENS.title}")`);
    expect(copied).toContain('Set PYTHON_IMAGE to a digest');
    expect(copied).toMatch(
      new RegExp(`\\n\\nSources:\\n\\n1\\. \\[${TOKENS.title}\\]\\(${origin}${TOKENS.url}\\)\\n2\\. `),
    );

    // A marker opens its section.
    await markers.first().click();
    await expect(searchDialog(page)).toBeHidden();
    await expect(page).toHaveURL(TOKENS.url);
  });

  test('Stop in the answer format: the citations so far are its sources; Retry and Copy', async ({ page }) => {
    const chunks = formatAnswer();
    // Stopped after the third paragraph: two sections cited, the list of sources not yet sent.
    await holdAnswer(page, chunks, chunks.findIndex((c) => c.type === 'text-delta') + 3);
    await page.goto('/');
    await openAnswerScreen(page);
    await questionField(page).fill(QUESTION);
    await questionField(page).press('Enter');
    const article = exchange(page, QUESTION);
    await expect(article.getByRole('link', { name: /^Source 2: / })).toBeVisible();
    await searchDialog(page).getByRole('button', { name: 'Stop' }).click();
    await expect(article.getByText('You stopped this response')).toBeVisible();
    await expect(answerBody(article)).toHaveAttribute('aria-busy', 'false');

    await expect(article.getByRole('region', { name: 'Sources' }).getByRole('listitem')).toHaveText([
      TOKENS.title,
      KEYCLOAK.title,
    ]);
    await article.getByRole('button', { name: 'Copy answer' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\n\nSources:\n\n1\. .+\n2\. \[Handling access tokens › Make Keycloak[^\n]+$/);

    await article.getByRole('button', { name: 'Retry' }).click();
    await expect(article.getByText('You stopped this response')).toHaveCount(0);
    await expect(article.getByRole('region', { name: 'Sources' }).getByRole('listitem')).toHaveCount(3);
  });
});
