/**
 * What changed in the standards: the /changelog route (its data split into
 * that route's own chunk) and, after the build, its Atom, RSS and JSON feeds,
 * announced in the <head> of every page. The one source is the `changes`
 * list in each page's front matter (lib/front-matter.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { CHANGELOG_PATH, changelogEntries, changelogFeeds, type ChangelogEntry } from '../../lib/changelog';
import { changelogFeedFiles } from './feeds';
import { changedPages } from './read';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The route component; a plugin names it by path (no import of src/). */
const PAGE_COMPONENT = '@site/src/components/Changelog/ChangelogPage.tsx';

export default function changelogPlugin(context: LoadContext): Plugin {
  const { siteConfig, siteDir } = context;
  const siteUrl = new URL(siteConfig.baseUrl, siteConfig.url).href;
  const absolute = (file: string) => new URL(file, siteUrl).href;
  let entries: ChangelogEntry[] = [];

  return {
    name: 'changelog',

    async allContentLoaded({ allContent, actions }) {
      const docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
      const version = docs?.loadedVersions[0];
      if (!version) throw new Error('[changelog] The docs plugin has no loaded version to read changes from.');
      entries = changelogEntries(await changedPages(siteDir, version.docs));
      const data = await actions.createData('changelog.json', JSON.stringify(entries));
      actions.addRoute({
        path: `${siteConfig.baseUrl}${CHANGELOG_PATH.slice(1)}`,
        component: PAGE_COMPONENT,
        modules: { entries: data },
        exact: true,
      });
    },

    injectHtmlTags() {
      return {
        headTags: changelogFeeds.map((feed) => ({
          tagName: 'link',
          attributes: {
            rel: 'alternate',
            type: feed.type,
            title: `What changed in the standards (${feed.title})`,
            href: absolute(feed.file),
          },
        })),
      };
    },

    async postBuild({ outDir }) {
      const version = typeof siteConfig.customFields?.version === 'string' ? siteConfig.customFields.version : '';
      const files = changelogFeedFiles(entries, { siteUrl, title: siteConfig.title, version });
      for (const feed of changelogFeeds) {
        const file = path.join(outDir, feed.file);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, files[feed.format]);
      }
      console.log(`[changelog] ${entries.length} changes in /changelog and its Atom, RSS and JSON feeds`);
    },
  };
}
