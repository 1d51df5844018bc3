import { expect, test, type Page } from '@playwright/test';
import { CONVERSATIONS_KEY } from '../../src/components/AskAI/conversations';
import {
  answered,
  answerWith,
  askFromModal,
  formatAnswer,
  openAnswerScreen,
  QUESTION,
  questionField,
} from './ask-ai-helpers';
import { animationsSettled } from './animations';
import { openByButton, RECENT_KEY, searchBox, searchDialog } from './search-helpers';

// How the Ask AI screen lays out, measured in the browser: the question field on a phone, the search step's hit
// titles, the spacing of an answer, the keyboard on the empty-query screen, the dialog's edge in dark mode.

/** The WCAG contrast ratio of two sRGB colours given as [r, g, b] in 0–255. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colours of the screen at these points, read from a screenshot (what is painted, backdrop included). */
async function pixels(page: Page, points: [number, number][]): Promise<number[][]> {
  const png = (await page.screenshot()).toString('base64');
  const probe = await page.context().newPage();
  try {
    return await probe.evaluate(
      async ({ png, points }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)));
      },
      { png, points },
    );
  } finally {
    await probe.close();
  }
}

test.describe('Ask AI layout', () => {
  test.describe.configure({ timeout: 60_000 });

  test('on a phone (390 px) the question field takes the width of the screen but for its Ask button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // The screen's own code loaded: until then a stand-in field holds the place, and the swap may fall between two
    // measurements.
    await openAnswerScreen(page);
    // Measured where the dialog's opening ends, not a frame before.
    await animationsSettled(page);
    const field = await questionField(page).boundingBox();
    const dialog = await searchDialog(page).boundingBox();
    const ask = await searchDialog(page).getByRole('button', { name: 'Ask' }).boundingBox();
    const close = await searchDialog(page).getByRole('button', { name: 'Close search' }).boundingBox();
    // The whole row but its padding, the Ask button and the gap before it.
    expect(field!.width).toBeGreaterThan(dialog!.width - 2 * 20 - ask!.width - 8);
    expect(field!.width).toBeGreaterThan(290);
    expect(ask!.y).toBeCloseTo(field!.y, -1); // Ask beside the field; back and close on the line above
    expect(close!.y + close!.height).toBeLessThanOrEqual(field!.y + 1);
  });

  test('a hit title with highlighted words is one line in the search step', async ({ page }) => {
    await page.goto('/');
    await openByButton(page);
    const article = await askFromModal(page, QUESTION);
    await answered(article);
    await article.getByText(/^Searched for/).click();
    const titles = await article.locator('details[open] li > a').evaluateAll((links) =>
      links.map((link) => {
        // The title's highlighted words: those of the link before its path (the last part).
        const path = link.lastElementChild!;
        const marks = [...link.querySelectorAll('mark')].filter((mark) => !path.contains(mark));
        const title = (link.textContent ?? '').slice(0, -(path.textContent ?? '').length);
        return {
          title,
          marks: marks.length,
          lines: new Set(marks.map((mark) => Math.round(mark.getBoundingClientRect().top))).size,
        };
      }),
    );
    // Short titles with two or more highlighted words: all of them on one line.
    const marked = titles.filter((t) => t.marks > 1 && t.title.length < 50);
    expect(marked.length).toBeGreaterThan(0);
    for (const title of marked) expect(title, title.title).toMatchObject({ lines: 1 });
  });

  test('an even rhythm: the steps close together, the follow-ups as near as the next answer, none under the note', async ({
    page,
  }) => {
    await answerWith(page, formatAnswer());
    await page.goto('/');
    await openByButton(page);
    const article = await askFromModal(page, QUESTION);
    await answered(article);
    const box = async (text: string | RegExp) => (await article.getByText(text).first().boundingBox())!;
    const reasoning = await box('Reasoning');
    const searched = await box(/^Searched for/);
    // One line under the other: no more than a line's height between them.
    expect(searched.y - (reasoning.y + reasoning.height)).toBeLessThan(reasoning.height * 1.5);

    const copy = (await article.getByRole('button', { name: 'Copy answer' }).boundingBox())!;
    const followUps = (await article.getByRole('heading', { name: 'Follow-up questions' }).boundingBox())!;
    expect(followUps.y - (copy.y + copy.height)).toBeLessThan(40); // the exchange's own gap (ADS space m)

    const body = searchDialog(page).locator('[class*="body"]').first();
    await body.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const last = (await article.getByRole('button', { name: 'Which library for TypeScript?' }).boundingBox())!;
    const note = (await searchDialog(page)
      .getByText(/^Questions are stored/)
      .boundingBox())!;
    expect(last.y + last.height).toBeLessThan(note.y - 8);
  });

  test('↑ and ↓ move through the recent conversations on the empty-query screen; Enter opens one', async ({ page }) => {
    await page.addInitScript(
      ({ key, recent }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        const message = (id: string, role: string, text: string) => ({ id, role, parts: [{ type: 'text', text }] });
        const conversation = (n: number) => ({
          id: `chat-${n}`,
          title: `Question ${n}`,
          messages: [message(`u${n}`, 'user', `Question ${n}`), message(`a${n}`, 'assistant', `Answer ${n}.`)],
          feedback: {},
          stopped: [],
          updatedAt: n,
        });
        localStorage.setItem(key, JSON.stringify([conversation(2), conversation(1)]));
        localStorage.setItem(recent, '[]');
      },
      { key: CONVERSATIONS_KEY, recent: RECENT_KEY },
    );
    await page.goto('/');
    await openByButton(page);
    const field = searchBox(page);
    await expect(searchDialog(page).getByText('↑ ↓ to move, Enter to open, Esc to close')).toBeAttached();
    const active = () =>
      field.evaluate(
        (input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent,
      );
    await field.press('ArrowDown');
    expect(await active()).toBe('Question 2');
    await field.press('ArrowDown');
    expect(await active()).toBe('Question 1');
    // Shown as the results' active option is: a ring in the interactive colour.
    const row = searchDialog(page).locator('[data-active]');
    await expect(row).toHaveCount(1);
    expect(await row.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await expect(field).toBeFocused();
    await field.press('Enter');
    await expect(searchDialog(page).getByRole('article', { name: 'Question 1' })).toBeVisible();
  });

  test('in dark mode the dialog has an edge of 3:1 or more against the dimmed page and its own surface', async ({
    page,
  }) => {
    await page.goto('/docs/intro?docusaurus-theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dialog = await openByButton(page);
    await animationsSettled(page);
    const box = (await dialog.boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const x = Math.round(box.x);
    const [outside, edge, inside] = await pixels(page, [
      [x - 6, y],
      [x - 1, y],
      [x + 6, y],
    ]);
    const measured = { againstPage: contrast(edge, outside), againstDialog: contrast(edge, inside) };
    test
      .info()
      .annotations.push({ type: 'contrast', description: JSON.stringify({ outside, edge, inside, measured }) });
    expect(measured.againstPage).toBeGreaterThanOrEqual(3);
    expect(measured.againstDialog).toBeGreaterThanOrEqual(3);
  });
});
