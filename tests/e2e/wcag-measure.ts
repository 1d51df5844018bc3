import type { Page } from '@playwright/test';

/**
 * Measurements for the success criteria axe cannot decide, taken inside the page. Each function runs in the
 * browser (page.evaluate serialises it), so it carries its own small helpers instead of importing any.
 */

/** WCAG 1.4.12's minimum text spacing, as a user style sheet would force it. */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Elements that stick out of the viewport sideways, except inside code blocks, tables and scroll areas (1.4.10). */
export async function reflowOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) => {
      const text = element.getAttribute('aria-label') || (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const cls = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `${element.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text.slice(0, 40)}"`;
    };
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    const scrolls = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowX);
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1) continue;
      if (element.closest('pre, table, [inert], [aria-hidden="true"], .ams-visually-hidden')) continue;
      // Inside an element that scrolls by itself (a code block, a table wrapper) sticking out is the design.
      let parent = element.parentElement;
      let contained = false;
      while (parent && parent !== document.body) {
        if (scrolls(parent) && parent.getBoundingClientRect().right <= width + 1) contained = true;
        parent = parent.parentElement;
      }
      // Placed wholly past the edge while the page itself does not scroll: hidden until focused (the skip link).
      const placed = /fixed|absolute/.test(getComputedStyle(element).position) && rect.left >= width;
      if (!contained && !placed && getComputedStyle(element).visibility !== 'hidden') found.push(name(element));
    }
    return found.slice(0, 10);
  });
}

/** Text cut off by its box after the text spacing is forced (1.4.12): boxes that hide what overflows them. */
export async function clippedText(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const name = (element: Element) => {
      const text = element.getAttribute('aria-label') || (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const cls = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `${element.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text.slice(0, 40)}"`;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll(`${scope}, ${scope} *`)) {
      if (!(element instanceof HTMLElement) || element.closest('.ams-visually-hidden, [aria-hidden="true"]')) {
        continue;
      }
      const style = getComputedStyle(element);
      if (!/hidden|clip/.test(style.overflowX + style.overflowY) || style.visibility === 'hidden') continue;
      if (!element.innerText?.trim() || element.offsetWidth === 0) continue;
      // A 1 × 1 px box is a name kept for screen readers only (the Zoeken and Menu labels on phones): nothing shows.
      if (element.clientWidth <= 1 && element.clientHeight <= 1) continue;
      // One pixel of rounding is not lost text.
      const cutX = /hidden|clip/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const cutY = /hidden|clip/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if (cutX || cutY) {
        found.push(
          `${name(element)}: ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        );
      }
    }
    return found;
  }, scope);
}

/**
 * Controls smaller than 24 × 24 CSS px without the spacing exception (2.5.8): a 24 px circle on each undersized
 * target's centre may not touch another target or another undersized target's circle. Links inside a sentence
 * are exempt, as the criterion says.
 */
export async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const name = (element: Element) => {
      const text = element.getAttribute('aria-label') || (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const cls = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `${element.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text.slice(0, 40)}"`;
    };
    const selector = 'a[href], button, input, select, textarea, summary, [role="button"], [role="option"], [tabindex]';
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement?.closest('p, li, td, dd, figcaption');
      if (!block) return false;
      const own = (block.textContent ?? '').replace(element.textContent ?? '', '').trim();
      return own.length > 0;
    };
    const targets = [...document.querySelectorAll(`${scope} :is(${selector})`)].filter((element) => {
      if (element.closest('[inert], [aria-hidden="true"]') || element.matches('[tabindex="-1"]')) return false;
      if (element.matches(':disabled, [role="option"] *')) return false;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && rect.width > 1 && rect.height > 1 && !inSentence(element);
    });
    const boxes = targets.map((element) => ({ element, rect: element.getBoundingClientRect() }));
    const small = (rect: DOMRect) => rect.width < 24 - 0.5 || rect.height < 24 - 0.5;
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const found: string[] = [];
    for (const { element, rect } of boxes) {
      if (!small(rect)) continue;
      const c = centre(rect);
      const crowded = boxes.some((other) => {
        if (other.element === element || other.element.contains(element) || element.contains(other.element)) {
          return false;
        }
        if (small(other.rect)) {
          const o = centre(other.rect);
          return Math.hypot(c.x - o.x, c.y - o.y) < 24;
        }
        return distanceToRect(c, other.rect) < 12;
      });
      if (crowded) found.push(`${name(element)}: ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    return found;
  }, scope);
}

export interface FocusStop {
  element: string;
  /** Contrast of the focus indicator against what surrounds it; 0 when there is none. */
  contrast: number;
  indicator: string;
  /** The element is entirely covered by something else (the sticky header, a fixed note). */
  obscured: boolean;
  body: boolean;
}

/** The focused element's indicator and whether any of it can be seen (2.4.7, 2.4.11). */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const name = (element: Element) => {
      const text = element.getAttribute('aria-label') || (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const cls = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `${element.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text.slice(0, 40)}"`;
    };
    const element = document.activeElement;
    if (!element || element === document.body) {
      return { element: 'body', contrast: 0, indicator: 'none', obscured: false, body: true };
    }
    const rgba = (value: string): [number, number, number, number] | null => {
      const match = value.match(/rgba?\(([^)]+)\)/);
      if (!match) return null;
      const parts = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const contrast = (a: number[], b: number[]) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high! + 0.05) / (low! + 0.05);
    };
    // The ring may be drawn by a wrapper that matches :focus-within (a search field with its icon): look up to it.
    let ringed: Element = element;
    if (getComputedStyle(element).outlineStyle === 'none') {
      for (let up = element.parentElement, level = 0; up && level < 3; up = up.parentElement, level += 1) {
        const around = getComputedStyle(up);
        if (around.outlineStyle !== 'none' && parseFloat(around.outlineWidth) >= 1) {
          ringed = up;
          break;
        }
      }
    }
    // What the indicator is drawn against: the first opaque background outward from the ringed element's parent.
    const backdrop = (): number[] => {
      let node: Element | null = ringed.parentElement;
      while (node) {
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] > 0.5) return colour;
        node = node.parentElement;
      }
      return rgba(getComputedStyle(document.documentElement).backgroundColor) ?? [255, 255, 255, 1];
    };
    const style = getComputedStyle(ringed);
    let indicator = 'none';
    let ratio = 0;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
      const colour = rgba(style.outlineColor);
      if (colour && colour[3] > 0) {
        indicator = `outline ${style.outlineWidth} ${style.outlineColor}`;
        ratio = contrast(colour, backdrop());
      }
    } else if (style.boxShadow !== 'none') {
      const colour = rgba(style.boxShadow);
      if (colour && colour[3] > 0) {
        indicator = `box-shadow ${style.boxShadow}`;
        ratio = contrast(colour, backdrop());
      }
    }
    // Seen at all: at some point of its box inside the viewport, the element (or its content) is on top.
    const rect = element.getBoundingClientRect();
    let seen = false;
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = rect.left + rect.width * fx;
        const y = rect.top + rect.height * fy;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (top && (top === element || element.contains(top))) seen = true;
      }
    }
    return { element: name(element), contrast: Math.round(ratio * 100) / 100, indicator, obscured: !seen, body: false };
  });
}

/** The Dutch words the specification fixes as labels of an English site (3.1.2 asks that they be marked so). */
const DUTCH_LABELS = ['Zoeken', 'Sluiten', 'Colofon', 'Ga naar de homepage van Developers'];

/** Where a Dutch label is written, as text or as a name attribute, outside an element marked lang="nl". */
export async function unmarkedDutch(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ([scope, labels]) => {
      const dutch = (element: Element) => element.closest('[lang]')?.getAttribute('lang')?.startsWith('nl') ?? false;
      const found: string[] = [];
      for (const element of document.querySelectorAll(`${scope}, ${scope} *`)) {
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent?.trim());
        for (const label of labels) {
          const named = ['aria-label', 'title', 'alt'].some((name) => element.getAttribute(name) === label);
          if ((own.includes(label) || named) && !dutch(element))
            found.push(`${element.tagName.toLowerCase()}: ${label}`);
        }
      }
      return found;
    },
    [scope, DUTCH_LABELS] as const,
  );
}

/** Media, refreshes and sign-in fields: what the criteria that find nothing to judge would be about. */
export async function mediaAndSignIn(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const selector =
      'audio, video, iframe, object, embed, canvas, marquee, blink, input[type="password"], input[autocomplete]:not([autocomplete="off"])';
    const found = [...document.querySelectorAll(`${scope} :is(${selector})`)].map((e) => e.tagName.toLowerCase());
    if (document.querySelector('meta[http-equiv="refresh"]')) found.push('meta refresh');
    return found;
  }, scope);
}
