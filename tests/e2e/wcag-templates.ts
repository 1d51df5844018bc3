import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './animations';
import { answered, askFromModal, QUESTION } from './ask-ai-helpers';
import { hydrated } from './hydrated';
import { hitOptions, openByButton, search, searchDialog } from './search-helpers';

/**
 * The templates of the WCAG-EM sample (accessibility/evaluation.json), each brought into the state the checks
 * look at. `scope` is the part of the page that belongs to the template; the page templates are the whole body.
 */
export interface TemplateState {
  id: string;
  path: string;
  scope: string;
  /** Widths the template exists at; the mobile menu only below 997 px, the header dropdowns only above. */
  widths?: readonly number[];
  /** Brings the loaded page into the template's state. */
  show?: (page: Page) => Promise<void>;
}

const DIALOG = 'dialog[aria-label="Search the documentation"]';

export const templates: readonly TemplateState[] = [
  { id: 'home', path: '/', scope: 'body' },
  { id: 'doc', path: '/docs/backend/database', scope: 'body' },
  { id: 'search-page', path: '/search?q=git', scope: 'body' },
  { id: 'not-found', path: '/this-page-does-not-exist', scope: 'body' },
  { id: 'privacy', path: '/privacy', scope: 'body' },
  { id: 'statement', path: '/toegankelijkheid', scope: 'body' },
  {
    id: 'search-modal',
    path: '/docs/intro',
    scope: DIALOG,
    show: async (page) => {
      await openByButton(page);
      await search(page, 'docker');
      await expect(hitOptions(searchDialog(page)).first()).toBeVisible();
    },
  },
  {
    id: 'ask-ai',
    path: '/docs/intro',
    scope: DIALOG,
    show: async (page) => {
      await openByButton(page);
      await answered(await askFromModal(page, QUESTION));
    },
  },
  {
    id: 'mobile-menu',
    path: '/docs/backend/database',
    scope: '[role="dialog"][aria-label="Menu"]',
    widths: [320, 390],
    show: async (page) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      // The menu slides in: a control checked while it moves can read as covered by what it slides past.
      await animationsSettled(page);
    },
  },
  {
    id: 'page-feedback',
    path: '/docs/backend/database',
    scope: 'section[aria-label="Page feedback"]',
    show: async (page) => {
      const region = page.getByRole('region', { name: 'Page feedback' });
      await region.scrollIntoViewIfNeeded();
      await region.getByRole('group', { name: 'Was this page helpful?' }).getByRole('button', { name: 'No' }).click();
      await expect(region.getByRole('textbox', { name: /What could make this page better\?/ })).toBeVisible();
    },
  },
  {
    id: 'dropdowns',
    path: '/docs/backend/database',
    scope: 'header.ams-page-header nav',
    widths: [1280],
    show: async (page) => {
      const version = page.getByRole('button', { name: 'Docs version: Next' });
      await version.click();
      await expect(version).toHaveAttribute('aria-expanded', 'true');
    },
  },
];

/** Loads a template in a colour mode and brings it into its state. */
export async function openTemplate(page: Page, template: TemplateState, theme: 'light' | 'dark'): Promise<void> {
  const separator = template.path.includes('?') ? '&' : '?';
  await page.goto(`${template.path}${separator}docusaurus-theme=${theme}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await hydrated(page);
  await template.show?.(page);
  // A scope that matched nothing would let every check pass on an empty list.
  await expect(page.locator(template.scope).first()).toBeVisible();
}
