import type { Page } from '@playwright/test';

/**
 * Measurements of the controls for 2.5.3 (Label in Name) and 1.4.11 (Non-text Contrast). Each function runs in
 * the browser (page.evaluate serialises it), so it carries its own small helpers instead of importing any.
 */

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="option"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [role="combobox"]';

/** axe-core's implementation of the accessible name computation, put into the page (the test bypasses the CSP). */
export async function injectAxe(page: Page): Promise<void> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
}

/**
 * Controls whose accessible name does not contain the words shown on them (2.5.3). Compared as WCAG's
 * Understanding document allows: case, punctuation and symbols aside. Controls that show no text (icon
 * buttons) have no visible label to contain, and text fields are labelled by their label, not their content.
 */
export async function labelNotInName(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ([scope, selector]) => {
      type Axe = {
        setup: (node: Node) => void;
        teardown: () => void;
        commons: { text: { accessibleText: (element: Element) => string } };
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const words = (text: string) =>
        text
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim();
      const shown = (element: Element): string => {
        let text = '';
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (parent.closest('.ams-visually-hidden') || !parent.checkVisibility({ visibilityProperty: true })) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const rect = range.getBoundingClientRect();
          // Joined without a space: "Git" and "Hub" in two elements read as one word, and spaces are not compared.
          if (rect.width > 0 && rect.height > 0) text += node.textContent;
        }
        return words(text);
      };
      axe.setup(document);
      try {
        const found: string[] = [];
        for (const element of document.querySelectorAll(`${scope} :is(${selector}), ${scope}:is(${selector})`)) {
          if (element.closest('[aria-hidden="true"], [inert]')) continue;
          const rect = element.getBoundingClientRect();
          // checkVisibility also sees what a closed <details> or content-visibility hides.
          if (rect.width <= 1 || rect.height <= 1 || !element.checkVisibility({ visibilityProperty: true })) continue;
          let visible = '';
          if (element.matches('input, textarea, select')) {
            const labels = (element as HTMLInputElement).labels;
            visible = labels ? [...labels].map(shown).join(' ').trim() : '';
          } else {
            visible = shown(element);
          }
          if (!visible) continue;
          const name = words(axe.commons.text.accessibleText(element));
          // axe joins the text of adjacent blocks without a space where a browser puts one: spaces are not compared.
          if (!name.replace(/ /g, '').includes(visible.replace(/ /g, ''))) {
            found.push(`${element.tagName.toLowerCase()} shows "${visible}", is named "${name}"`);
          }
        }
        return found;
      } finally {
        axe.teardown();
      }
    },
    [scope, CONTROLS] as const,
  );
}

export interface ContrastFinding {
  control: string;
  part: string;
  ratio: number;
}

/**
 * The parts of controls that identify them without text, with their contrast against what is next to them
 * (1.4.11): a text field's boundary (or its fill, when its fill sets it off), the icon of a control that shows
 * no text, and the mark of the selected option. Colours are read from computed styles through a canvas, so
 * any CSS colour syntax counts; translucent backgrounds are laid over what is behind them.
 */
export async function nonTextContrast(page: Page, scope: string): Promise<ContrastFinding[]> {
  return page.evaluate(
    ([scope, selector]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const rgba = (colour: string): [number, number, number, number] => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = '#000';
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255];
      };
      const over = (top: number[], bottom: number[]) =>
        [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
      /** The colour painted behind `element` (its own background included when `own`). */
      const behind = (element: Element, own: boolean): number[] => {
        const chain: Element[] = [];
        for (let node: Element | null = own ? element : element.parentElement; node; node = node.parentElement) {
          chain.unshift(node);
        }
        let colour = [255, 255, 255, 1];
        for (const node of chain) {
          const paint = rgba(getComputedStyle(node).backgroundColor);
          if (paint[3] > 0) colour = over(paint, colour);
        }
        return colour;
      };
      const luminance = ([r, g, b]: number[]) => {
        const channel = (v: number) => {
          const s = v / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      const ratio = (a: number[], b: number[]) => {
        const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return Math.round(((high! + 0.05) / (low! + 0.05)) * 100) / 100;
      };
      const name = (element: Element) => {
        const text = element.getAttribute('aria-label') || (element.textContent ?? '').trim().replace(/\s+/g, ' ');
        return `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
      };
      // checkVisibility also sees what a closed <details> or content-visibility hides.
      const visible = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1 && element.checkVisibility({ visibilityProperty: true });
      };
      const hasText = (element: Element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.trim() && !node.parentElement!.closest('.ams-visually-hidden')) return true;
        }
        return false;
      };

      const found: ContrastFinding[] = [];
      const controls = [...document.querySelectorAll(`${scope} :is(${selector}), ${scope}:is(${selector})`)].filter(
        (element) => !element.closest('[aria-hidden="true"], [inert]') && visible(element),
      );
      for (const control of controls) {
        const style = getComputedStyle(control);
        const outside = behind(control, false);
        const textField =
          control.matches('textarea, input:not([type]), input[type="text"], input[type="search"]') ||
          control.matches('[role="combobox"]:not(button)');
        if (textField) {
          // The field may draw its boundary itself or on a wrapper that holds its icon: the best of the two counts.
          const wrapper = control.parentElement!;
          const candidates: Array<{ part: string; ratio: number }> = [];
          for (const [part, element] of [
            ['border', control],
            ['border of its wrapper', wrapper],
          ] as const) {
            const s = getComputedStyle(element);
            const edges = ['Top', 'Right', 'Bottom', 'Left'] as const;
            const drawn = edges.filter((edge) => parseFloat(s[`border${edge}Width`]) >= 1);
            for (const edge of drawn) {
              const colour = over(rgba(s[`border${edge}Color`]), behind(element, false));
              candidates.push({
                part: `${part} (${edge.toLowerCase()})`,
                ratio: ratio(colour, behind(element, false)),
              });
            }
          }
          candidates.push({ part: 'fill', ratio: ratio(behind(control, true), outside) });
          const best = candidates.sort((a, b) => b.ratio - a.ratio)[0]!;
          if (best.ratio < 3) found.push({ control: name(control), part: best.part, ratio: best.ratio });
          continue;
        }
        if (!hasText(control)) {
          // An icon-only control: the icon is what says it is there and what it does.
          const icons = [...control.querySelectorAll('svg')].filter(visible);
          const own = behind(control, true);
          for (const icon of icons.slice(0, 1)) {
            const paths = [icon, ...icon.querySelectorAll('path, circle, rect, line, polyline, polygon')];
            const inks = paths
              .map((shape) => getComputedStyle(shape))
              .flatMap((s) => [s.fill, s.stroke])
              .map(rgba)
              .filter((colour) => colour[3] > 0);
            if (inks.length === 0) continue;
            const best = Math.max(...inks.map((ink) => ratio(over(ink, own), own)));
            if (best < 3) found.push({ control: name(control), part: 'icon', ratio: best });
          }
        }
        if (control.matches('[role="option"][aria-selected="true"]')) {
          // The selected option is told from the others by its fill or by a border of its own.
          const fill = ratio(behind(control, true), outside);
          const borders = ['Top', 'Right', 'Bottom', 'Left']
            .filter((edge) => parseFloat(style.getPropertyValue(`border-${edge.toLowerCase()}-width`)) >= 2)
            .map((edge) =>
              ratio(over(rgba(style.getPropertyValue(`border-${edge.toLowerCase()}-color`)), outside), outside),
            );
          const outline =
            style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
              ? [ratio(over(rgba(style.outlineColor), outside), outside)]
              : [];
          const best = Math.max(fill, ...borders, ...outline);
          if (best < 3) found.push({ control: name(control), part: 'selected mark', ratio: best });
        }
      }
      return found;
    },
    [scope, CONTROLS] as const,
  );
}

/** The controls a pointer can rest on, for the hover walk of 1.4.13, as locator indices into the scope. */
export const HOVER_TARGETS = `:is(${CONTROLS}), h1, h2, h3, h4, [title], abbr`;

/**
 * Marks every element visible now, so that `newlyShown` can tell what a hover or a focus made appear. Content
 * that the user agent draws (a `title` tooltip) is outside the page and outside the criterion.
 */
export async function markShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = new WeakSet<Element>();
    // The body too: content put straight into it (a portal, a tooltip) is then told from its parent.
    for (const element of [document.body, ...document.querySelectorAll('body *')]) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0) {
        seen.add(element);
      }
    }
    (window as unknown as { wcagShown: WeakSet<Element> }).wcagShown = seen;
  });
}

export interface ShownContent {
  content: string;
  /** Covers text that was there before it appeared: then Escape must hide it. */
  covers: boolean;
  selector: string;
}

/** What has appeared since `markShown`, outside `trigger` (a hover or focus style on the control itself is not content). */
export async function newlyShown(page: Page, trigger: string | null): Promise<ShownContent[]> {
  return page.evaluate((trigger) => {
    const seen = (window as unknown as { wcagShown: WeakSet<Element> }).wcagShown;
    for (const marked of document.querySelectorAll('[data-wcag-shown]')) marked.removeAttribute('data-wcag-shown');
    const source = trigger ? document.querySelector(`[data-wcag-trigger="${trigger}"]`) : document.activeElement;
    const shownNow = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const fresh = [...document.querySelectorAll('body *')].filter(
      (element) =>
        !seen.has(element) &&
        shownNow(element) &&
        !(source && (source === element || source.contains(element))) &&
        !element.closest('.ams-visually-hidden') &&
        !(element.parentElement && !seen.has(element.parentElement) && shownNow(element.parentElement)),
    );
    return fresh.map((element, index) => {
      element.setAttribute('data-wcag-shown', String(index));
      const rect = element.getBoundingClientRect();
      // Text that was visible before and lies under the new content, unless it is the content's own container.
      const covers = [...document.querySelectorAll('body *')].some((other) => {
        if (!seen.has(other) || other.contains(element) || element.contains(other)) return false;
        if (![...other.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) {
          return false;
        }
        const o = other.getBoundingClientRect();
        return o.left < rect.right && rect.left < o.right && o.top < rect.bottom && rect.top < o.bottom;
      });
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      return {
        content: `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`,
        covers,
        selector: `[data-wcag-shown="${index}"]`,
      };
    });
  }, trigger);
}
