import { expect, test, type Page } from '@playwright/test';
import { themes } from './axe';
import {
  HOVER_TARGETS,
  injectAxe,
  labelNotInName,
  markShown,
  newlyShown,
  nonTextContrast,
  type ShownContent,
} from './wcag-controls';
import { focusStep, installOrderJudge, readingOrderSteps, type OrderStep } from './wcag-order';
import { openTemplate, templates, type TemplateState } from './wcag-templates';

/**
 * The scripted checks of the WCAG-EM evaluation for 1.3.2 Meaningful Sequence, 1.4.11 Non-text Contrast, 1.4.13
 * Content on Hover or Focus, 2.4.3 Focus Order and 2.5.3 Label in Name (accessibility/evaluation.json names each
 * by its title here), on every template of the sample at 1280 and 390 px.
 */

const widths = [1280, 390] as const;
const at = (width: number) => ({ width, height: width > 996 ? 800 : 844 });
const widthsOf = (template: TemplateState) => widths.filter((w) => !template.widths || template.widths.includes(w));

/** Waits until the styles a hover or focus set have been drawn: two frames, and any transition they started. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Whether `selector` stays visible through 60 frames (about a second): content that times out fails 1.4.13. */
async function staysShown(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(async (selector) => {
    for (let frame = 0; frame < 60; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const element = document.querySelector(selector);
      if (!element || element.getBoundingClientRect().height === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    }
    return true;
  }, selector);
}

const isShown = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element || element.getBoundingClientRect().height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0;
  }, selector);

/**
 * 1.4.13 for one piece of content that appeared: with the pointer moved onto it, it stays (hoverable and
 * persistent); when it covers other content, Escape hides it without the pointer or focus moving.
 */
async function judgeShown(page: Page, shown: ShownContent): Promise<string[]> {
  const problems: string[] = [];
  if (shown.covers) {
    await page.keyboard.press('Escape');
    await settled(page);
    if (await isShown(page, shown.selector)) problems.push(`${shown.content} covers content and stays on Escape`);
    return problems;
  }
  const box = await page.locator(shown.selector).boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await settled(page);
  }
  if (!(await staysShown(page, shown.selector))) problems.push(`${shown.content} vanishes when hovered or waited on`);
  return problems;
}

/**
 * Tabs through the template from where its state leaves focus (the page's top, or the widget's first field) until
 * focus leaves the page, leaves the widget or comes round again; returns the backward steps (2.4.3) and what
 * appeared on focus (1.4.13).
 */
async function focusOrderWalk(page: Page, template: TemplateState, limit: number) {
  const backward: OrderStep[] = [];
  const appeared: ShownContent[] = [];
  let stops = 0;
  const inScope = () =>
    page.evaluate((scope) => !!document.activeElement?.closest(scope), template.scope).catch(() => false);
  if (template.scope !== 'body' && (await inScope())) await focusStep(page);
  for (; stops < limit; stops += 1) {
    await markShown(page);
    await page.keyboard.press('Tab');
    // A control that fades in on focus (a code block's buttons) fades out as focus leaves it: measured mid-fade, it
    // would count as content the next step showed.
    await settled(page);
    const step = await focusStep(page);
    if (step.body || step.repeat || (template.scope !== 'body' && !(await inScope()))) break;
    if (step.step) backward.push(step.step);
    appeared.push(...(await newlyShown(page, null)));
  }
  return { backward, appeared, stops };
}

for (const template of templates) {
  test.describe(`${template.id}`, () => {
    // Ask AI answers and long walks on a shared machine.
    test.describe.configure({ timeout: 120_000 });
    test.use({ bypassCSP: true });

    for (const width of widthsOf(template)) {
      test.describe(`at ${width} px`, () => {
        test.use({ viewport: at(width) });

        test('label in name: every control is named with the words it shows (2.5.3)', async ({ page }) => {
          await openTemplate(page, template, 'light');
          await injectAxe(page);
          expect(await labelNotInName(page, template.scope)).toEqual([]);
        });

        test('reading order: the text is read in the order it is laid out (1.3.2)', async ({ page }) => {
          await installOrderJudge(page);
          await openTemplate(page, template, 'light');
          // aria-owns would reorder the accessibility tree against the document; none may do so unseen.
          expect(await page.locator(`${template.scope} [aria-owns]`).count()).toBe(0);
          expect(await readingOrderSteps(page, template.scope)).toEqual([]);
        });

        test('focus order follows the layout, and what focus shows stays (2.4.3, 1.4.13)', async ({ page }) => {
          await installOrderJudge(page);
          await openTemplate(page, template, 'light');
          const { backward, appeared, stops } = await focusOrderWalk(page, template, 150);
          expect(stops).toBeGreaterThan(0);
          expect(backward).toEqual([]);
          const problems: string[] = [];
          for (const shown of appeared.filter((s) => s.covers)) problems.push(`${shown.content} covers content`);
          expect(problems).toEqual([]);
        });

        for (const theme of themes) {
          test(`non-text contrast of fields, icons and the selected option in ${theme} (1.4.11)`, async ({ page }) => {
            await openTemplate(page, template, theme);
            expect(await nonTextContrast(page, template.scope)).toEqual([]);
          });
        }
      });
    }

    test('content on hover: none, or hoverable, persistent and dismissible (1.4.13)', async ({ page }) => {
      // Every control of a doc page hovered in turn.
      test.setTimeout(300_000);
      // The mobile menu exists in narrow windows only, where a mouse can still hover.
      const width = template.widths && !template.widths.includes(1280) ? 390 : 1280;
      await page.setViewportSize(at(width));
      await openTemplate(page, template, 'light');
      const targets = page.locator(template.scope).first().locator(HOVER_TARGETS);
      const count = await targets.count();
      const problems: string[] = [];
      const seen: string[] = [];
      // What is visible with the pointer on nothing; marked again only after a hover showed something.
      let marked = false;
      for (let i = 0; i < count; i += 1) {
        const target = targets.nth(i);
        if (!(await target.isVisible())) continue;
        // Off the last target, onto nothing: what the previous hover showed is gone before the next one.
        await page.mouse.move(1, at(width).height - 1);
        await settled(page);
        if (!marked) await markShown(page);
        marked = true;
        await target.evaluate((element) => element.setAttribute('data-wcag-trigger', 'hovered'));
        await target.hover({ timeout: 2_000 }).catch(() => undefined);
        await settled(page);
        for (const shown of await newlyShown(page, 'hovered')) {
          seen.push(shown.content);
          marked = false;
          problems.push(...(await judgeShown(page, shown)));
        }
        await target.evaluate((element) => element.removeAttribute('data-wcag-trigger'));
      }
      test.info().annotations.push({ type: 'shown on hover', description: seen.join('; ') || 'nothing' });
      expect(problems).toEqual([]);
    });
  });
}
