import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { registerAsk, type AskOptions } from './ask';
import { listFiles } from './files';
import { cacheControlFor, resolvePath } from './paths';

export type ServerOptions = {
  /** The Docusaurus build folder. */
  root: string;
  logger?: boolean;
  /** The Ask AI service under /api; left out, the server serves the site alone. */
  ask?: Omit<AskOptions, 'buildDir'>;
};

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** The static site server, with the Ask AI routes under /api when asked for. */
export async function buildServer({ root: rootOption, logger = false, ask }: ServerOptions): Promise<FastifyInstance> {
  const root = resolve(rootOption);
  const files = await listFiles(root);
  if (!files.has('index.html') || !files.has('404.html')) {
    throw new Error(`No site build in ${root}: run "npm run build" first.`);
  }

  // Read once: a 404 is answered from memory, never revalidated into an empty body.
  const notFoundPage = await readFile(join(root, '404.html'));

  const app = Fastify({
    logger,
    // A URL that cannot be decoded: say so without echoing it back.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).type('text/plain; charset=utf-8').send('Bad request: the address is not a valid URL.');
    },
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, etag: true, lastModified: true });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders);
  });

  // Afterwards app.askService.readiness() tells whether its database and search index are up.
  if (ask) await registerAsk(app, { ...ask, buildDir: root });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const [pathname, query = ''] = request.url.split(/\?(.*)/s, 2);
      const search = query ? `?${query}` : '';
      const resolution = resolvePath(pathname, files, search);
      if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
      if (resolution.kind === 'file') {
        reply.header('cache-control', cacheControlFor(resolution.file));
        return reply.sendFile(resolution.file);
      }
      return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(notFoundPage);
    },
  });

  return app;
}
