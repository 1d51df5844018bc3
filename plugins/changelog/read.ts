import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import matter from 'gray-matter';
import type { ChangedPage } from '../../lib/changelog';
import { frontMatterSource, normaliseChanges } from '../../lib/front-matter';

type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

/**
 * Each doc page's `changes`, read from its file: the build's front-matter hook
 * has already checked them, and keeps them out of the page (plugins/front-matter).
 */
export async function changedPages(siteDir: string, docs: readonly Doc[]): Promise<ChangedPage[]> {
  return Promise.all(
    docs.map(async (doc) => {
      const filePath = path.join(siteDir, doc.source.replace(/^@site\//, ''));
      const fileContent = await readFile(filePath, 'utf8');
      // gray-matter is the YAML reader behind Docusaurus' own front-matter parser.
      const changes = normaliseChanges(matter(fileContent).data.changes, frontMatterSource(fileContent));
      return { docId: doc.id, title: doc.title, permalink: doc.permalink, changes };
    }),
  );
}
