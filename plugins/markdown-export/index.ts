/**
 * Writes every doc page as Markdown beside its HTML (`/docs/x` → `/docs/x.md`),
 * and `/llms.txt` and `/llms-full.txt` at the root, for readers who use an
 * editor or an assistant rather than a browser; both name the MCP server.
 * Also writes the standards catalogue the server's MCP endpoint reads
 * (lib/standards-catalogue.ts), which is not served.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  CATALOGUE_FILE,
  catalogueJson,
  catalogueValue,
  mcpUrl,
  type Catalogue,
  type CataloguePage,
} from '../../lib/standards-catalogue';
import { markdownFile, toPlainMarkdown } from './convert';
import { resolveLink } from './links';
import { groupByArea, llmsFullTxt, llmsTxt, mcpNotice, type ExportedPage, type SidebarItem } from './llms';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** `@site/docs/x.md` → `docs/x.md`. */
const siteRelative = (source: string) => source.replace(/^@site\//, '');

export default function markdownExportPlugin(context: LoadContext): Plugin {
  return {
    name: 'markdown-export',
    async postBuild({ plugins, outDir, siteConfig, baseUrl }) {
      const docs = plugins.find((p) => p.name === DOCS_PLUGIN && (p.options.id ?? 'default') === 'default');
      const version = (docs?.content as LoadedContent | undefined)?.loadedVersions[0];
      if (!version) throw new Error('[markdown-export] The docs plugin has no loaded version to export.');

      const siteUrl = new URL(baseUrl, siteConfig.url).href;
      const absolute = (route: string) => new URL(route, siteConfig.url).href;
      const routeBySource = new Map(version.docs.map((doc) => [siteRelative(doc.source), doc.permalink]));
      const mcp = mcpUrl(siteUrl);

      const pages: ExportedPage[] = [];
      const catalogued = new Map<string, CataloguePage>();
      for (const doc of version.docs) {
        const source = siteRelative(doc.source);
        const markdown = toPlainMarkdown(await readFile(path.join(context.siteDir, source), 'utf8'), {
          frontMatter: doc.frontMatter,
          title: doc.title,
          resolveLink: (url) => resolveLink(url, { siteUrl, permalink: doc.permalink, source, routeBySource }),
        });
        const file = path.join(outDir, `${doc.permalink.slice(baseUrl.length)}.md`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, markdownFile(markdown, mcpNotice(mcp)));
        catalogued.set(doc.id, {
          id: doc.id,
          title: doc.title,
          description: doc.description,
          path: doc.permalink,
          status: catalogueValue(doc.frontMatter.status),
          lastReviewed: catalogueValue(doc.frontMatter.last_reviewed),
          nextReview: catalogueValue(doc.frontMatter.next_review),
        });
        pages.push({
          id: doc.id,
          title: doc.title,
          description: doc.description,
          url: absolute(doc.permalink),
          markdownUrl: absolute(`${doc.permalink}.md`),
          body: markdown.body,
        });
      }

      const sidebar = Object.values(version.sidebars).flat() as SidebarItem[];
      const areas = groupByArea(sidebar, pages);
      const site = {
        title: siteConfig.title,
        summary: siteConfig.tagline,
        details: `Each page is also available as Markdown at its address plus \`.md\`; ${absolute(`${baseUrl}llms-full.txt`)} holds them all in one file.`,
        mcpUrl: mcp,
      };
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, areas));
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(areas));
      const catalogue: Catalogue = {
        siteUrl,
        areas: areas.map((area) => ({ title: area.title, pages: area.pages.map((p) => catalogued.get(p.id)!) })),
      };
      await writeFile(path.join(outDir, CATALOGUE_FILE), catalogueJson(catalogue));
      console.log(`[markdown-export] ${pages.length} pages as Markdown, llms.txt, llms-full.txt and ${CATALOGUE_FILE}`);
    },
  };
}
