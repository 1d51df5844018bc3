import type { Page } from '@playwright/test';

/**
 * Order checks for 1.3.2 (the reading order of the text) and 2.4.3 (the order of the Tab stops). Both ask the
 * same question of two things in sequence: is the second one after the first as the page is laid out? The
 * answer is read from the boxes of the two sibling subtrees that hold them under their nearest common ancestor,
 * so moving on to the next column (the sidebar, then the content, then the table of contents) or the next card
 * of a grid counts as forward, and only a clear step up, or to the left on the same row, counts as backward.
 * Each function runs in the browser (page.evaluate serialises it), so it carries its own helpers.
 */

export interface OrderStep {
  from: string;
  to: string;
  /** How the second box lies against the first: above it, or left of it on the same row. */
  how: 'above' | 'left';
}

/**
 * Installs `window.wcagOrder`, the in-page judge of two elements' order, and `window.wcagName`, a short name
 * for reports. Installed before the page loads, so every later evaluate can use them.
 */
export async function installOrderJudge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const name = (element: Element) => {
      const text = element.getAttribute('aria-label') || (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const cls = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `${element.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text.slice(0, 40)}"`;
    };
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top + scrollY, bottom: rect.bottom + scrollY, left: rect.left, right: rect.right };
    };
    // Sticky and fixed boxes move with the scroll position, so their place says nothing about the order.
    const pinned = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (/sticky|fixed/.test(getComputedStyle(node).position)) return true;
      }
      return false;
    };
    /** Backward when `second` lies clearly above `first`, or left of it on the same row (left-to-right text). */
    const judge = (first: Element, second: Element): 'above' | 'left' | null => {
      if (first === second || first.contains(second) || second.contains(first)) return null;
      const ancestors = new Set<Element>();
      for (let node: Element | null = first; node; node = node.parentElement) ancestors.add(node);
      let common: Element | null = second;
      while (common && !ancestors.has(common)) common = common.parentElement;
      if (!common) return null;
      const childOf = (element: Element) => {
        let node = element;
        while (node.parentElement !== common) node = node.parentElement!;
        return node;
      };
      const a = childOf(first);
      const b = childOf(second);
      if (pinned(a) || pinned(b)) return null;
      const boxA = box(a);
      const boxB = box(b);
      // Two pixels of rounding and overlapping borders are not an order.
      const slack = 2;
      if (boxB.bottom <= boxA.top + slack && boxB.top < boxA.top - slack) return 'above';
      const sameRow = boxB.top < boxA.bottom - slack && boxA.top < boxB.bottom - slack;
      if (sameRow && boxB.right <= boxA.left + slack && boxB.left < boxA.left - slack) return 'left';
      return null;
    };
    Object.assign(window, { wcagOrder: judge, wcagName: name });
  });
}

/** The visible text of the scope, one block at a time, in the order of the document (and so of the accessibility tree). */
export async function readingOrderSteps(page: Page, scope: string): Promise<OrderStep[]> {
  return page.evaluate((scope) => {
    const { wcagOrder, wcagName } = window as unknown as {
      wcagOrder: (a: Element, b: Element) => 'above' | 'left' | null;
      wcagName: (e: Element) => string;
    };
    const root = document.querySelector(scope);
    if (!root) return [{ from: scope, to: 'nothing', how: 'above' as const }];
    const inline = /^inline/;
    const blocks: Element[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement!;
      // What assistive technology does not read, or nobody sees, has no place in either order.
      if (parent.closest('[aria-hidden="true"], .ams-visually-hidden, [hidden], [inert], script, style')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      // checkVisibility also sees what a closed <details> or content-visibility hides.
      if (rect.width === 0 || rect.height === 0 || !parent.checkVisibility({ visibilityProperty: true })) continue;
      let block: Element = parent;
      while (block !== root && inline.test(getComputedStyle(block).display) && block.parentElement) {
        block = block.parentElement;
      }
      if (blocks.at(-1) !== block) blocks.push(block);
    }
    const steps = [];
    for (let i = 1; i < blocks.length; i += 1) {
      const how = wcagOrder(blocks[i - 1]!, blocks[i]!);
      if (how) steps.push({ from: wcagName(blocks[i - 1]!), to: wcagName(blocks[i]!), how });
    }
    return steps;
  }, scope);
}

/** The focused element's order against the one focused before it, remembered in the page between calls. */
export async function focusStep(
  page: Page,
): Promise<{ stop: string; body: boolean; repeat: boolean; step?: OrderStep }> {
  return page.evaluate(() => {
    const state = window as unknown as {
      wcagOrder: (a: Element, b: Element) => 'above' | 'left' | null;
      wcagName: (e: Element) => string;
      wcagVisited?: Element[];
    };
    const element = document.activeElement;
    if (!element || element === document.body) return { stop: 'body', body: true, repeat: false };
    const visited = (state.wcagVisited ??= []);
    const previous = visited.at(-1);
    const repeat = visited.includes(element);
    visited.push(element);
    const stop = state.wcagName(element);
    if (!previous || repeat) return { stop, body: false, repeat };
    // Entering a dialog puts its controls first, wherever it is drawn.
    const dialog = 'dialog, [role="dialog"]';
    if (element.closest(dialog) && !previous.closest(dialog)) return { stop, body: false, repeat };
    const how = state.wcagOrder(previous, element);
    return how
      ? { stop, body: false, repeat, step: { from: state.wcagName(previous), to: stop, how } }
      : { stop, body: false, repeat };
  });
}
