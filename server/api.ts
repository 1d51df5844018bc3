/**
 * Everything under /api: the place where API plugins (the Ask AI routes)
 * plug in. Each plugin gets its own scope with its own body limit; this file
 * adds what all of them share:
 *
 * - an unknown /api path is a JSON 404, a known path with another method a
 *   JSON 405 with `Allow`;
 * - `OPTIONS` is answered with `Allow` and no CORS grants: the API is for
 *   this site's own pages, so a cross-origin preflight gets no
 *   Access-Control-Allow-* header and the browser refuses the call;
 * - a JSON body with a NUL character (`\u0000`) in any string is a 400:
 *   PostgreSQL cannot store one in text, so it is refused as bad input on
 *   either database, before any route has started to answer.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { limits } from './limits';

export interface ApiPlugin {
  /** Under /api, e.g. "/ask" for /api/ask/…. */
  prefix: string;
  plugin: FastifyPluginAsync;
  /** The largest request body its routes accept, in bytes (the server default is small: see limits.ts). */
  bodyLimit?: number;
}

/** A route pattern as a matcher for concrete paths (`:id` is one segment of at most `paramLength`, `*` the rest). */
function matcher(pattern: string, paramLength: number): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? `[^/]{1,${paramLength}}`
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const NUL_MESSAGE = 'The request holds a NUL character (\\u0000), which text sent to this API may not contain.';

/** Whether any string in a parsed JSON value, object keys included, holds a NUL. Iterative: nesting cannot overflow. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
    }
  }
  return false;
}

export async function apiScope(api: FastifyInstance, { plugins }: { plugins: readonly ApiPlugin[] }): Promise<void> {
  const routes: { match: RegExp; anyLength: RegExp; methods: Set<string> }[] = [];
  api.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map((m) => m.toUpperCase());
    if (route.handler === notFound || (methods.includes('OPTIONS') && route.url.endsWith('/*'))) return; // below
    routes.push({
      match: matcher(route.url, limits.maxParamLength),
      anyLength: matcher(route.url, limits.maxUrlLength),
      methods: new Set(methods),
    });
  });

  /** The methods a concrete path answers, OPTIONS included; empty when no route has the path. */
  const allowed = (url: string): string[] => {
    const path = url.split('?', 1)[0]!;
    const methods = new Set<string>();
    for (const route of routes) if (route.match.test(path)) route.methods.forEach((m) => methods.add(m));
    if (methods.has('GET')) methods.add('HEAD');
    if (methods.size > 0) methods.add('OPTIONS');
    return [...methods].sort();
  };

  // Everything under /api that no plugin answers lands here rather than on the site's pages.
  const fallback = { url: '/*', handler: notFound } as const;
  api.route({ ...fallback, method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] });
  api.route({ ...fallback, url: '/', method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] });

  api.options('/*', async (request, reply) => {
    const methods = allowed(request.url);
    if (methods.length === 0) return sendError(request, reply, 404);
    return reply.code(204).header('allow', methods.join(', ')).header('cache-control', 'no-store').send();
  });

  async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const methods = allowed(request.url);
    if (methods.length === 0) {
      // The router skips a route whose parameter is too long; say so instead of "not found".
      const path = request.url.split('?', 1)[0]!;
      return sendError(request, reply, routes.some((r) => r.anyLength.test(path)) ? 414 : 404);
    }
    reply.header('allow', methods.join(', '));
    return sendError(request, reply, 405);
  }
  api.setNotFoundHandler(notFound);

  api.addHook('preValidation', async (request, reply) => {
    if (holdsNul(request.body)) return sendError(request, reply, 400, NUL_MESSAGE);
    return undefined;
  });

  for (const plugin of plugins) await mountPlugin(api, plugin);
}

/** A plugin in a scope of its own at its prefix, its routes taking bodies up to its body limit. */
export async function mountPlugin(app: FastifyInstance, { prefix, plugin, bodyLimit }: ApiPlugin): Promise<void> {
  await app.register(
    async (scope) => {
      if (bodyLimit !== undefined) {
        scope.addHook('onRoute', (route) => {
          route.bodyLimit ??= bodyLimit;
        });
      }
      await scope.register(plugin);
    },
    { prefix },
  );
}
