import { expect, test, type Page } from '@playwright/test';
import { nextFrames } from './animations';
import { axeViolations, themes } from './axe';
import {
  clippedText,
  focusStop,
  mediaAndSignIn,
  reflowOverflow,
  smallTargets,
  TEXT_SPACING_CSS,
  unmarkedDutch,
  type FocusStop,
} from './wcag-measure';
import { openTemplate, templates } from './wcag-templates';

/**
 * The scripted checks of the WCAG-EM evaluation (accessibility/evaluation.json names each by its title here):
 * what axe cannot decide, on every template of the sample at 1280 and 390 px, light and dark.
 */

const widths = [1280, 390] as const;
const height = (width: number) => (width > 996 ? 800 : 844);
const at = (width: number) => ({ width, height: height(width) });

/**
 * Where focus stands, once it is drawn: on a busy machine the page may not yet have scrolled the newly focused
 * element into view when it is first measured, so one found obscured is measured again over a few frames.
 */
async function settledFocusStop(page: Page): Promise<FocusStop> {
  let stop = await focusStop(page);
  for (let frames = 0; stop.obscured && frames < 5; frames += 1) {
    await nextFrames(page);
    stop = await focusStop(page);
  }
  return stop;
}

/** Tabs through the template (at most `stops` presses) and returns each stop, ending where focus leaves the page. */
async function focusWalk(page: Page, stops: number): Promise<FocusStop[]> {
  const seen: FocusStop[] = [];
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await settledFocusStop(page);
    // Past the last control focus goes to the browser's own UI: the page is done.
    if (stop.body && seen.length > 0) break;
    seen.push(stop);
  }
  return seen;
}

// Enough to reach past the header, sidebar and the first links of the content into the page body.
const STOPS = 45;

for (const template of templates) {
  test.describe(`${template.id}`, () => {
    // Ask AI answers and long focus walks on a shared machine.
    test.describe.configure({ timeout: 90_000 });

    test(`reflow at 320 px: nothing scrolls sideways but code and tables`, async ({ page }) => {
      if (template.widths && !template.widths.some((w) => w < 997)) test.skip(true, 'exists at desktop width only');
      await page.setViewportSize({ width: 320, height: 640 });
      await openTemplate(page, template, 'light');
      expect(await reflowOverflow(page)).toEqual([]);
      expect(await axeViolations(page, template.scope)).toEqual([]);
    });

    test.describe('at 1280 × 800 px zoomed to 400 %', () => {
      // What a 1280 px window shows at 400 % zoom: 320 × 200 CSS px, each drawn with 4 × 4 device pixels.
      test.use({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 4 });

      test('reflow: nothing scrolls sideways but code and tables (1.4.10)', async ({ page }) => {
        if (template.widths && !template.widths.some((w) => w < 997)) test.skip(true, 'exists at desktop width only');
        await openTemplate(page, template, 'light');
        expect(await page.evaluate(() => devicePixelRatio)).toBe(4);
        expect(await reflowOverflow(page)).toEqual([]);
      });
    });

    for (const width of widths.filter((w) => !template.widths || template.widths.includes(w))) {
      for (const theme of themes) {
        test.describe(`at ${width} px in ${theme}`, () => {
          test.use({ viewport: at(width), bypassCSP: true });

          test('targets are 24 × 24 px or spaced apart (2.5.8)', async ({ page }) => {
            await openTemplate(page, template, theme);
            expect(await smallTargets(page, template.scope)).toEqual([]);
          });

          test('focus is visible at 3:1, never behind the header or a fixed note, never on <body> (2.4.7, 2.4.11)', async ({
            page,
          }) => {
            await openTemplate(page, template, theme);
            const address = page.url();
            const stops = await focusWalk(page, STOPS);
            expect(stops.length).toBeGreaterThan(0);
            // 3.2.1: moving focus changes nothing but the focus.
            expect(page.url()).toBe(address);
            const failures = stops
              .filter((stop) => stop.body || stop.obscured || stop.contrast < 3)
              .map((stop) => `${stop.element}: ${stop.body ? 'body' : stop.obscured ? 'obscured' : stop.indicator}`);
            expect(failures).toEqual([]);
          });

          test('text spacing of 1.4.12 clips no text', async ({ page }) => {
            await openTemplate(page, template, theme);
            // Bypassing the CSP lets the user style sheet in, as a browser extension would add it.
            await page.addStyleTag({ content: TEXT_SPACING_CSS });
            await expect(page.locator('html')).toHaveCSS('letter-spacing', /px/);
            expect(await clippedText(page, template.scope)).toEqual([]);
          });
        });
      }
    }

    test('no media, no time limit, no sign-in; Dutch labels are marked as Dutch', async ({ page }) => {
      await page.setViewportSize(at(template.widths?.[0] ?? 1280));
      await openTemplate(page, template, 'light');
      expect(await mediaAndSignIn(page, template.scope)).toEqual([]);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await unmarkedDutch(page, template.scope)).toEqual([]);
    });

    test('forced colours: axe-clean and every focus stop keeps an indicator', async ({ page }) => {
      const width = template.widths?.[0] ?? 1280;
      await page.setViewportSize(at(width));
      await page.emulateMedia({ forcedColors: 'active' });
      await openTemplate(page, template, 'light');
      expect(await axeViolations(page, template.scope)).toEqual([]);
      const stops = await focusWalk(page, 20);
      // The palette is the system's in forced colours, so what counts is that an outline is drawn at all.
      expect(stops.filter((stop) => !stop.body && stop.indicator === 'none').map((stop) => stop.element)).toEqual([]);
    });

    test('reduced motion: nothing moves as the template opens', async ({ page }) => {
      const width = template.widths?.[0] ?? 1280;
      await page.setViewportSize(at(width));
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // Every transition or animation that starts, with the properties it moves and how long it takes.
      await page.addInitScript(() => {
        const started: string[] = [];
        (window as unknown as { motion: string[] }).motion = started;
        const moving = /transform|translate|rotate|scale|top|left|right|bottom|height|width|margin|inset/;
        document.addEventListener('transitionrun', (event) => {
          const seconds = parseFloat(getComputedStyle(event.target as Element).transitionDuration);
          if (moving.test(event.propertyName) && seconds > 0.01) started.push(`transition ${event.propertyName}`);
        });
        document.addEventListener('animationstart', (event) => {
          const seconds = parseFloat(getComputedStyle(event.target as Element).animationDuration);
          if (seconds > 0.01) started.push(`animation ${event.animationName} ${seconds}s`);
        });
      });
      await openTemplate(page, template, 'light');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe('smooth');
      expect(await page.evaluate(() => (window as unknown as { motion: string[] }).motion)).toEqual([]);
    });
  });
}
