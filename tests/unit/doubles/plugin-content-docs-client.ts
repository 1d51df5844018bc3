import { vi } from 'vitest';

/** Tests set the current doc's front matter with `doc.frontMatter = …`. */
export const doc = {
  metadata: { title: 'Database', id: 'backend/database' },
  frontMatter: {} as Record<string, unknown>,
  toc: [],
  contentTitle: undefined,
};
export const useDoc = vi.fn(() => doc);
