/**
 * The static site: the build's files by their clean paths (see paths.ts),
 * compressed at build time where a `.br`/`.gz` sits beside the file and on
 * the fly only where none does, and the site's own 404 page for anything
 * else. Pages answer GET and HEAD only. A doc page answers its Markdown copy
 * to a client whose Accept header prefers it (negotiation.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { feedContentType } from '../lib/changelog';
import { sendError } from './errors';
import { markdownTwin, prefersMarkdown } from './negotiation';
import { cacheControlFor, resolvePath } from './paths';

export interface SiteOptions {
  root: string;
  /** The files that may be served, relative to root (see servableFiles). */
  files: ReadonlySet<string>;
}

const PAGE_METHODS = 'GET, HEAD';

/** Files of the build that are pages or assets: not the compressed twins (chosen by encoding) nor build metadata. */
export function servableFiles(all: ReadonlySet<string>, hidden: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const file of all) {
    const twinOf = /\.(?:br|gz)$/.test(file) ? file.slice(0, -3) : null;
    if ((twinOf && all.has(twinOf)) || hidden.includes(twinOf ?? file)) continue;
    files.add(file);
  }
  return files;
}

/** The 404 page, read once with its compressed twins: a missing page costs no disk access and no compression. */
async function notFoundPage(root: string): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const html = await readFile(join(root, '404.html'));
  const variants: [string, Buffer][] = [];
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const data = await readFile(join(root, `404.html${ext}`)).catch(() => null);
    if (data) variants.push([encoding, data]);
  }
  return (request, reply) => {
    reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (variants.length > 0) reply.header('vary', 'accept-encoding');
    // The client's preferred encoding among the twins we hold, by its q-values; none refused (q=0).
    const [encoding] = new Negotiator(request).encodings(variants.map(([name]) => name));
    const variant = variants.find(([name]) => name === encoding);
    if (!variant) return reply.send(html);
    return reply.header('content-encoding', variant[0]).send(variant[1]);
  };
}

export async function siteScope(site: FastifyInstance, { root, files }: SiteOptions): Promise<void> {
  const sendNotFound = await notFoundPage(root);

  // Only where no precompressed file exists (files under 1 KB, a build without the precompress step).
  await site.register(fastifyCompress, { global: true, threshold: 1024 });
  await site.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  // @fastify/static types a file by its extension, and writes that type again for a precompressed twin: a feed's
  // own type (application/atom+xml, not application/xml) can only be set once the response is on its way.
  const feedTypes = new WeakMap<FastifyRequest, string>();
  site.addHook('onSend', async (request, reply, payload) => {
    const type = feedTypes.get(request);
    if (type && reply.statusCode < 400) reply.header('content-type', type);
    return payload;
  });

  site.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const [pathname, query = ''] = request.url.split(/\?(.*)/s, 2);
      const search = query ? `?${query}` : '';
      const resolution = resolvePath(pathname!, files, search);
      if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
      if (resolution.kind === 'file') {
        let file = resolution.file;
        // A doc page is HTML or Markdown at the same address, whichever the client prefers.
        const twin = markdownTwin(file);
        if (twin !== undefined) {
          reply.header('vary', 'accept');
          if (files.has(twin) && prefersMarkdown(request.headers.accept)) file = twin;
        }
        reply.header('cache-control', cacheControlFor(file));
        const feedType = feedContentType(file);
        if (feedType) feedTypes.set(request, feedType);
        return reply.sendFile(file);
      }
      return sendNotFound(request, reply);
    },
  });

  // Reached by other methods, by request targets that are not a path, and when a file vanished after start.
  site.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return sendNotFound(request, reply);
    reply.header('allow', PAGE_METHODS);
    return sendError(request, reply, 405);
  });
}
