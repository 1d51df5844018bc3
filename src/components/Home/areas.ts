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
    summary: 'What every city team follows, whatever it builds: languages, Git, testing, security and documentation.',
    links: {
      'general/languages-and-frameworks': 'Languages and frameworks',
      'general/secure-coding': 'Secure coding',
      'general/using-git': 'Using Git',
      'general/testing': 'Testing',
    },
  },
  Backend: {
    summary: 'Databases, containers and the way APIs check who is calling them.',
    links: {
      'backend/database': 'Database',
      'backend/docker-usage': 'Docker usage',
      'backend/handling-access-tokens': 'Handling access tokens',
    },
  },
  Frontend: {
    summary: 'Accessible interfaces built from the city’s shared components, tested the way people use them.',
    links: {
      'frontend/accessibility': 'Accessibility',
      'frontend/shared-components': 'Shared components',
      'frontend/testing': 'Frontend testing',
    },
  },
  Projects: {
    summary: 'City platforms your application plugs into: maps, monitoring, e-mail and single sign-on.',
    links: {
      'projects/maps': 'Leaflet maps in React',
      'projects/monitoring': 'Application Insights',
      'projects/secure-mail-relay': 'Secure Mail Relay',
      'projects/sso': 'Single sign-on',
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
