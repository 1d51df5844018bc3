import type { LoadContext, Plugin } from '@docusaurus/types';

export interface RedirectRoutesOptions {
  /** From path to target path, both of this site. */
  redirects: Readonly<Record<string, string>>;
}

/** The targets that are not pages of the build, as the lines of an error message. */
export function missingTargets(redirects: Readonly<Record<string, string>>, routesPaths: readonly string[]): string[] {
  const pages = new Set(routesPaths);
  return Object.entries(redirects)
    .filter(([, to]) => !pages.has(to))
    .map(([from, to]) => `${from} → ${to}`);
}

/**
 * A client route for each redirect, so an in-site link to `/docs` ends on the
 * intro instead of the docs layout's "Page not found". Its server-rendered
 * page refreshes to the target, for hosts that serve it as a file.
 */
export default function redirectRoutes(_context: LoadContext, options: RedirectRoutesOptions): Plugin {
  return {
    name: 'redirect-routes',
    async contentLoaded({ actions }) {
      for (const [from, to] of Object.entries(options.redirects)) {
        actions.addRoute({
          path: from,
          exact: true,
          component: '@site/src/components/RedirectPage.tsx',
          props: { to },
        });
      }
    },
    async postBuild({ routesPaths }) {
      const missing = missingTargets(options.redirects, routesPaths);
      if (missing.length > 0) throw new Error(`Redirects to pages that do not exist:\n- ${missing.join('\n- ')}`);
    },
  };
}
