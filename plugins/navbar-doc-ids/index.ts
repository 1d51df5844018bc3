import type { LoadContext, Plugin } from '@docusaurus/types';

/** What the docs plugin loaded, reduced to what navbar items may name. */
export interface DocsIds {
  docs: readonly string[];
  sidebars: readonly string[];
}

interface NavbarItem {
  type?: string;
  label?: string;
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  items?: readonly NavbarItem[];
}

const list = (ids: readonly string[]) => ids.map((id) => `- ${id}`).join('\n');

/**
 * Navbar items that name a doc or a sidebar the docs plugin does not have,
 * each as a message listing the ids that do exist. Such an item renders only
 * in the mobile menu, so without this check the build passes and the menu
 * crashes on phones.
 */
export function navbarIdProblems(
  items: readonly NavbarItem[],
  docsByPlugin: Readonly<Record<string, DocsIds>>,
): string[] {
  return items.flatMap((item): string[] => {
    const nested = item.items ? navbarIdProblems(item.items, docsByPlugin) : [];
    const pluginId = item.docsPluginId ?? 'default';
    const known = docsByPlugin[pluginId];
    const name = `Navbar item ${JSON.stringify(item.label ?? item.type)}`;
    if (item.type !== 'doc' && item.type !== 'docSidebar') return nested;
    if (!known) return [`${name} names docs plugin "${pluginId}", which does not exist.`, ...nested];
    if (item.type === 'doc' && item.docId !== undefined && !known.docs.includes(item.docId))
      return [
        `${name} names doc "${item.docId}", which does not exist. Available doc ids:\n${list(known.docs)}`,
        ...nested,
      ];
    if (item.type === 'docSidebar' && item.sidebarId !== undefined && !known.sidebars.includes(item.sidebarId))
      return [
        `${name} names sidebar "${item.sidebarId}", which does not exist. Available sidebar ids:\n${list(known.sidebars)}`,
        ...nested,
      ];
    return nested;
  });
}

interface LoadedDocs {
  loadedVersions: { docs: { id: string }[]; sidebars: Record<string, unknown> }[];
}

/** Fails the build when a navbar item names a doc or sidebar that does not exist. */
export default function navbarDocIds(context: LoadContext): Plugin {
  return {
    name: 'navbar-doc-ids',
    async allContentLoaded({ allContent }) {
      const loaded = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedDocs>;
      const docsByPlugin = Object.fromEntries(
        Object.entries(loaded).map(([id, content]) => [
          id,
          {
            docs: [...new Set(content.loadedVersions.flatMap((v) => v.docs.map((doc) => doc.id)))].sort(),
            sidebars: [...new Set(content.loadedVersions.flatMap((v) => Object.keys(v.sidebars)))].sort(),
          },
        ]),
      );
      const themeConfig = context.siteConfig.themeConfig as { navbar?: { items?: NavbarItem[] } };
      const problems = navbarIdProblems(themeConfig.navbar?.items ?? [], docsByPlugin);
      if (problems.length > 0) throw new Error(problems.join('\n\n'));
    },
  };
}
