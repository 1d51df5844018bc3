import { translate } from '@docusaurus/Translate';
import sidebars from '@site/sidebars';
import { docRoute } from '@site/lib/site-facts';

/** An area of the standards on the home page: a sidebar category, with the pages a newcomer reaches for first. */
export type Area = {
  title: string;
  summary: string;
  links: { label: string; to: string }[];
};

/**
 * The home page's own words per sidebar category (by its label): a summary and its key pages, by doc id, with
 * their link text. Which areas there are, their order and names, and which pages each holds come from sidebars.ts.
 */
const homeCopy: Record<string, { summary: string; links: Record<string, string> }> = {
  'Common standards': {
    summary: translate({
      id: 'home.area.common.summary',
      message: 'What every city team follows, whatever it builds: languages, Git, testing, security and documentation.',
    }),
    links: {
      'general/languages-and-frameworks': translate({
        id: 'home.area.common.languagesAndFrameworks',
        message: 'Languages and frameworks',
      }),
      'general/secure-coding': translate({
        id: 'home.area.common.secureCoding',
        message: 'Secure coding',
      }),
      'general/using-git': translate({
        id: 'home.area.common.usingGit',
        message: 'Using Git',
      }),
      'general/testing': translate({
        id: 'home.area.common.testing',
        message: 'Testing',
      }),
    },
  },
  Backend: {
    summary: translate({
      id: 'home.area.backend.summary',
      message: 'Databases, containers and the way APIs check who is calling them.',
    }),
    links: {
      'backend/database': translate({
        id: 'home.area.backend.database',
        message: 'Database',
      }),
      'backend/docker-usage': translate({
        id: 'home.area.backend.dockerUsage',
        message: 'Docker usage',
      }),
      'backend/handling-access-tokens': translate({
        id: 'home.area.backend.handlingAccessTokens',
        message: 'Handling access tokens',
      }),
    },
  },
  Frontend: {
    summary: translate({
      id: 'home.area.frontend.summary',
      message: 'Accessible interfaces built from the city’s shared components, tested the way people use them.',
    }),
    links: {
      'frontend/accessibility': translate({
        id: 'home.area.frontend.accessibility',
        message: 'Accessibility',
      }),
      'frontend/shared-components': translate({
        id: 'home.area.frontend.sharedComponents',
        message: 'Shared components',
      }),
      'frontend/testing': translate({
        id: 'home.area.frontend.testing',
        message: 'Frontend testing',
      }),
    },
  },
  Projects: {
    summary: translate({
      id: 'home.area.projects.summary',
      message: 'City platforms your application plugs into: maps, monitoring, e-mail and single sign-on.',
    }),
    links: {
      'projects/maps': translate({
        id: 'home.area.projects.maps',
        message: 'Leaflet maps in React',
      }),
      'projects/monitoring': translate({
        id: 'home.area.projects.monitoring',
        message: 'Application Insights',
      }),
      'projects/secure-mail-relay': translate({
        id: 'home.area.projects.secureMailRelay',
        message: 'Secure Mail Relay',
      }),
      'projects/sso': translate({
        id: 'home.area.projects.sso',
        message: 'Single sign-on',
      }),
    },
  },
};

export interface SidebarCategory {
  label: string;
  /** The doc ids it lists, nested categories included. */
  docIds: string[];
}

function docIdsOf(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    const entry = (item ?? {}) as { type?: string; id?: string; items?: unknown };
    if (entry.type === 'doc' && entry.id) return [entry.id];
    return docIdsOf(entry.items);
  });
}

/** The top-level categories of a sidebar, in order. */
export function sidebarCategories(items: unknown): SidebarCategory[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    const entry = (item ?? {}) as { type?: string; label?: string; items?: unknown };
    return entry.type === 'category' && entry.label ? [{ label: entry.label, docIds: docIdsOf(entry.items) }] : [];
  });
}

/** The areas of a sidebar; a category without home page words, or a key page not in its category, fails the build. */
export function areasOf(categories: readonly SidebarCategory[], copy = homeCopy): Area[] {
  return categories.map(({ label, docIds }) => {
    const words = copy[label];
    if (!words) throw new Error(`src/components/Home/areas.ts has no summary for the sidebar category "${label}".`);
    const links = Object.entries(words.links).map(([id, text]) => {
      if (!docIds.includes(id)) throw new Error(`"${id}" is not a page of the sidebar category "${label}".`);
      return { label: text, to: docRoute(id) };
    });
    return { title: label, summary: words.summary, links };
  });
}

export const areas: Area[] = areasOf(sidebarCategories(sidebars.tutorialSidebar));
