import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The widths and colour modes every accessibility check runs at. */
export const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
export const themes = ['light', 'dark'] as const;

/**
 * The page's WCAG 2.1 A/AA violations, one `rule: targets` line each; none is an empty list. `include` (a CSS
 * selector) checks only that part, for the states of one widget on a page checked whole elsewhere.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
