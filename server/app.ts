import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyUnderPressure from '@fastify/under-pressure';
import { CSP_MANIFEST_FILE } from '../lib/csp-manifest';
import { RETENTION_DAYS, RETENTION_FILE } from '../lib/retention';
import { CATALOGUE_FILE } from '../lib/standards-catalogue';
import { apiScope, mountPlugin, type ApiPlugin } from './api';
import { limitConnectionsPerClient } from './connections';
import type { ServerConfig } from './config';
import { EXIT, StartupError } from './env';
import { handleError, rawErrorResponse, sendError } from './errors';
import { listFiles } from './files';
import { buildCheck, registerHealthRoutes, type ReadinessCheck } from './health';
import { defaultPressureLimits, limits, type PressureLimits } from './limits';
import { genReqId, loggerOptions, registerRequestId, RequestLog, type LoggerSettings } from './logging';
import { trustedProxyMatcher } from './proxy';
import { loadCspManifest, registerSecurity } from './security';
import { servableFiles, siteScope } from './site';
import { checkStatedRetention } from './stated-retention';

export interface ServerOptions {
  /** The Docusaurus build folder. */
  root: string;
  /** JSON logs (see logging.ts); off when false or absent. */
  logger?: LoggerSettings | false;
  trustProxy?: ServerConfig['trustProxy'];
  forceHttps?: boolean;
  /** The host names (with port, if any) the site answers to: an HTTPS redirect only ever names one of these. */
  allowedHosts?: readonly string[];
  /** Routes under /api (the Ask AI service), each in its own scope. */
  api?: readonly ApiPlugin[];
  /** Endpoints of their own beside /api and the site, each in its own scope at its prefix (the MCP server at /mcp). */
  endpoints?: readonly ApiPlugin[];
  /** Checks GET /readyz runs besides the build's own (a database, a search index). */
  readinessChecks?: readonly ReadinessCheck[];
  /** When the process counts as overloaded (503 + Retry-After). */
  pressure?: Partial<PressureLimits>;
  /** Open connections at once (limits.ts); smaller in tests, to reach the limit with a few sockets. */
  maxConnections?: number;
  /** Open connections one client may hold at once (limits.ts); smaller in tests. */
  maxConnectionsPerClient?: number;
  /** How long readers' data is kept (ASK_AI_RETENTION_DAYS): the build's privacy page must state the same. */
  retentionDays?: number;
}

/** A warning at most this often while connections are being refused: an attack must not also flood the log. */
const DROP_WARNING_INTERVAL_MS = 10_000;

/**
 * The production server: the static site, the API plugins under /api, health
 * probes, security headers and limits on everything. Throws a StartupError
 * (one line, an exit code) when the build is missing or incomplete, or its
 * privacy page states another retention period than `retentionDays`.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const root = resolve(options.root);
  const all = await listFiles(root).catch(() => new Set<string>());
  if (!all.has('index.html') || !all.has('404.html')) {
    throw new StartupError(`No site build in ${root}: run "npm run build" first.`, EXIT.noBuild);
  }
  const csp = await loadCspManifest(root);
  // Before the API plugins start: the Ask AI service's retention sweep must not run with a period the page does not state.
  await checkStatedRetention(root, options.retentionDays ?? RETENTION_DAYS.default);
  const pressure = { ...defaultPressureLimits, ...options.pressure };

  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    genReqId,
    logController: new RequestLog(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: limits.bodyLimitBytes,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
      maxHeaderSize: limits.maxHeaderBytes,
      // Node would answer an HTTP/1.1 request without Host itself, bare; the hook below answers it with our headers.
      requireHostHeader: false,
    },
    routerOptions: { maxParamLength: limits.maxParamLength },
    // While closing, idle keep-alive connections are closed, and a request still arriving on a busy one is served
    // and its connection closed after it (below): Fastify's own 503 would lose that request.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Raised while routing, before any hook has run: the reply takes the headers every other response gets.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void securityHeaders(request).then((headers) => sendError(request, reply.headers(headers), status));
    },
    // A request Node could not parse: Fastify's own answer is JSON without the security headers; ours is not.
    clientErrorHandler: (error, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      // No request was parsed, so no proxy said HTTPS: no HSTS, which the site's pages have already sent.
      securityHeaders({ protocol: 'http' }).then(
        (headers) => {
          if (socket.writable) socket.end(rawErrorResponse(status, headers), () => socket.destroy());
          else socket.destroy();
        },
        () => socket.destroy(),
      );
    },
  });

  // Past the limit Node closes a new connection at once, before any parsing: the cheapest answer to a flood.
  app.server.maxConnections = options.maxConnections ?? limits.maxConnections;
  const perClient = options.maxConnectionsPerClient ?? limits.maxConnectionsPerClient;
  const dropped = { limit: 0, perClient: 0 };
  let lastWarning = -Infinity;
  const connectionClosed = (reason: keyof typeof dropped) => {
    dropped[reason]++;
    if (performance.now() - lastWarning < DROP_WARNING_INTERVAL_MS) return;
    lastWarning = performance.now();
    app.log.warn(
      { limit: app.server.maxConnections, perClient, dropped: dropped.limit, droppedPerClient: dropped.perClient },
      reason === 'limit'
        ? 'connection limit reached: new connections closed'
        : "a client holds its share of connections: that client's new connections closed",
    );
    dropped.limit = dropped.perClient = 0;
  };
  app.server.on('drop', () => connectionClosed('limit'));
  // One client cannot take every place under the cap: each holds at most its share (connections.ts).
  limitConnectionsPerClient(app.server, {
    perClient,
    exempt: trustedProxyMatcher(options.trustProxy ?? false),
    onRefused: () => connectionClosed('perClient'),
  });

  // Node closes a CONNECT (a proxy tunnel request) without a word unless someone answers it: we are no proxy.
  app.server.on('connect', (_request, socket: Duplex) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });

  registerRequestId(app);
  const securityHeaders = await registerSecurity(app, {
    csp,
    forceHttps: options.forceHttps ?? false,
    allowedHosts: options.allowedHosts,
  });

  // After close() is called the listening socket is closed and /readyz answers 503, so a balancer sends nothing
  // new. A request that still comes on a connection it had open (sent before it saw us go) is served: answering it
  // 503 would lose it. Each response then ends its connection, so the process can exit once they are done.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const closingCheck: ReadinessCheck = {
    name: 'shutdown',
    check: () => {
      if (closing) throw new Error('shutting down');
    },
  };
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    // A streamed answer's headers went out before the shutdown began, saying keep-alive: its connection is closed
    // once idle. A balancer that sent a request onto it at that moment sends that again elsewhere (no answer came).
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
  app.addHook('onRequest', async (request, reply) => {
    // HTTP/1.1 requires Host (RFC 9112, 3.2); HTTP/1.0 may leave it out.
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
      return sendError(request, reply.header('connection', 'close'), 400);
    }
    if (request.url.length > limits.maxUrlLength) return sendError(request, reply, 414);
    return undefined;
  });

  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelayMs,
    maxRssBytes: pressure.maxRssBytes,
    retryAfter: pressure.retryAfterSeconds,
    sampleInterval: pressure.sampleIntervalMs,
  });

  app.setErrorHandler(handleError);
  registerHealthRoutes(app, [buildCheck(root), closingCheck, ...(options.readinessChecks ?? [])]);

  // API plugins: the Ask AI routes are added to `api` by whoever starts the server (index.ts).
  await app.register(apiScope, { prefix: '/api', plugins: options.api ?? [] });
  for (const endpoint of options.endpoints ?? []) await mountPlugin(app, endpoint);

  await app.register(siteScope, {
    root,
    files: servableFiles(all, [CSP_MANIFEST_FILE, RETENTION_FILE, CATALOGUE_FILE]),
  });

  return app;
}
