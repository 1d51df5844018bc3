import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { listFiles } from './files';
import { cacheControlFor, resolvePath } from './paths';

export type ServerOptions = {
  /** The Docusaurus build folder. */
  root: string;
  logger?: boolean;
};

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** The static site server; the Ask AI routes will be registered on the same instance under /api. */
export async function buildServer({ root: rootOption, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const root = resolve(rootOption);
  const files = await listFiles(root);
  if (!files.has('index.html') || !files.has('404.html')) {
    throw new Error(`No site build in ${root}: run "npm run build" first.`);
  }

  const app = Fastify({ logger });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, etag: true, lastModified: true });

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders);
  });

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
      reply.code(404).header('cache-control', 'no-cache');
      return reply.sendFile('404.html');
    },
  });

  return app;
}
