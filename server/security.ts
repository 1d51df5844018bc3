/**
 * Security headers, from @fastify/helmet, on every response: pages, assets,
 * JSON, redirects and errors.
 *
 * The Content-Security-Policy allows no inline code except what the build
 * hashed (plugins/csp-hashes): `default-src 'none'` and then only what the
 * site uses. HSTS goes out only on HTTPS (the connection itself, or a trusted
 * proxy's X-Forwarded-Proto), and FORCE_HTTPS sends plain-HTTP visitors to
 * the same host and path over HTTPS.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSP_MANIFEST_FILE, parseCspManifest, type CspManifest } from '../lib/csp-manifest';
import { EXIT, StartupError } from './env';
import { safeQuery } from './paths';

/**
 * Every header the server sends on every response, with its value; besides these only the Content-Security-Policy
 * (from the build's hashes, `cspHeader`) and, over HTTPS, `HSTS`. The server sets exactly this table, its tests
 * check each entry, and ARCHITECTURE.md's header table for a CDN must list the same (scripts/check-architecture.ts).
 */
export const SECURITY_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Each page in a process of its own origin, so a page of another origin never shares its memory.
  'Origin-Agent-Cluster': '?1',
  // No feature the site uses: an injected script or a framed page cannot ask for them either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  // Links are not resolved ahead of a click: the hosts a page names are not told of a visit it never made.
  'X-DNS-Prefetch-Control': 'off',
  // Old Internet Explorer would open a download inside the site's origin.
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  // No Flash or PDF reader may load data from the site across origins.
  'X-Permitted-Cross-Domain-Policies': 'none',
  // Old browsers' XSS filter is off: it could be used to blank out parts of a page; the CSP does that job.
  'X-XSS-Protection': '0',
} as const;

export const HSTS = 'max-age=63072000; includeSubDomains';

/** Paths a probe reaches over plain HTTP inside the network; never redirected to HTTPS. */
const PROBES = new Set(['/healthz', '/readyz']);

export async function loadCspManifest(root: string): Promise<CspManifest> {
  let json: string;
  try {
    json = await readFile(join(root, CSP_MANIFEST_FILE), 'utf8');
  } catch {
    throw new StartupError(
      `The build in ${root} has no ${CSP_MANIFEST_FILE}: run "npm run build" again.`,
      EXIT.noBuild,
    );
  }
  try {
    return parseCspManifest(json);
  } catch (error) {
    throw new StartupError(
      `${join(root, CSP_MANIFEST_FILE)} is damaged (${(error as Error).message}): run "npm run build" again.`,
      EXIT.noBuild,
    );
  }
}

/** The policy's directives: nothing by default, then only what the built pages need. */
function cspDirectives(manifest: CspManifest): Record<string, string[]> {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...manifest.scriptHashes],
    'style-src': ["'self'", ...manifest.styleHashes],
    // Two attributes the theme renders (Docusaurus' hidden SVG sprite, Prism's empty code lines), by hash only.
    'style-src-attr': manifest.styleAttributeHashes.length
      ? ["'unsafe-hashes'", ...manifest.styleAttributeHashes]
      : ["'none'"],
    // data: for the small SVG icons the stylesheet embeds.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...manifest.connectSources],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The CSP header value, as the server sends it (also for a CDN's configuration, and ARCHITECTURE.md's table). */
export function cspHeader(manifest: CspManifest): string {
  return Object.entries(cspDirectives(manifest))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A Host header we may put into a redirect: a name or address and an optional port, nothing else. */
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function httpsRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  allowedHosts: readonly string[],
): FastifyReply | undefined {
  if (request.protocol === 'https' || PROBES.has(request.url.split('?')[0]!)) return undefined;
  // With ALLOWED_HOSTS the target is always one of them, whatever Host the request names.
  const host =
    allowedHosts.length === 0 || allowedHosts.includes(request.host.toLowerCase()) ? request.host : allowedHosts[0]!;
  if (!VALID_HOST.test(host)) {
    return reply.code(400).type('text/plain; charset=utf-8').send('Bad request: the Host header is not valid.');
  }
  // request.url is origin-form (starts with one "/"): the target is this host, whatever the path holds.
  const path = request.url.startsWith('/') ? safeQuery(`/${request.url.replace(/^[/\\]+/, '')}`) : '/';
  const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
  return reply.redirect(`https://${host}${path}`, status);
}

/** Headers that describe one response rather than the site's security: not copied onto framework errors. */
const PER_RESPONSE =
  /^(?:content-(?:type|length|encoding|range|disposition)$|cache-control$|date$|connection$|keep-alive$|etag$|last-modified$|vary$|x-request-id$|accept-ranges$|transfer-encoding$)/;

/**
 * Registers the headers; returns a function giving them as an object, for the few responses sent before any
 * hook runs (a URL Fastify cannot decode, a request Node cannot parse). Taken once from a real response, so
 * both always agree.
 */
export async function registerSecurity(
  app: FastifyInstance,
  { csp, forceHttps, allowedHosts = [] }: { csp: CspManifest; forceHttps: boolean; allowedHosts?: readonly string[] },
): Promise<(request: Pick<FastifyRequest, 'protocol'>) => Promise<Record<string, string>>> {
  // Helmet builds and checks the Content-Security-Policy; every other header it knows is off, set from the table.
  // Not sent at all: Cross-Origin-Embedder-Policy (require-corp would stop nothing we load, all same-origin, and is
  // not needed without SharedArrayBuffer).
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(csp) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    // Only over HTTPS: on plain HTTP it is meaningless and would pin a local host to HTTPS.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    else if (forceHttps) return httpsRedirect(request, reply, allowedHosts);
    return undefined;
  });

  let sample: Promise<Record<string, string>> | undefined;
  return async (request) => {
    sample ??= app.inject({ url: '/healthz' }).then((response) =>
      Object.fromEntries(
        Object.entries(response.headers)
          .filter(([name, value]) => typeof value === 'string' && !PER_RESPONSE.test(name))
          .map(([name, value]) => [name, String(value)]),
      ),
    );
    const headers = await sample;
    return request.protocol === 'https' ? { ...headers, 'strict-transport-security': HSTS } : headers;
  };
}
