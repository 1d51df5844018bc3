/**
 * The MCP server at /mcp: the standards for editors' assistants over the
 * Model Context Protocol's Streamable HTTP transport, read-only, public and
 * stateless. The SDK's `createMcpHandler` answers both protocol eras on the
 * one endpoint (2026-07-28 `server/discover` requests, and the 2025-era
 * `initialize` handshake through its stateless fallback) from a fresh
 * McpServer per request, so any number of instances serve it with nothing
 * shared but the build.
 *
 * Around it, the protections of /api: the rate limit per client (the same
 * plugin and ASK_AI_RATE_LIMIT, one budget with /api's on the same database), a body limit,
 * Host and Origin checked against DNS rebinding, 405 for the methods it does
 * not serve, and JSON-RPC errors for everything it refuses. The server's own
 * headers, time limits and request log apply as to every response; the log
 * line also names the JSON-RPC method and tool.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createMcpHandler,
  localhostAllowedHostnames,
  validateHostHeader,
  validateOriginHeader,
} from '@modelcontextprotocol/server';
import { MCP_PATH } from '../../lib/standards-catalogue';
import { loadPagesFromBuild, SearchIndex, type DocPage } from '../../packages/search/src/node';
import type { ApiPlugin } from '../api';
import type { ApiConfig } from '../api-shared/config';
import { registerRateLimit } from '../api-shared/rate-limit';
import { assistantForBuild, type BuildAssistantOptions, type ModelChoice } from '../assistant';
import { sendJsonRpcError } from '../errors';
import type { ReadinessCheck } from '../health';
import { describeError } from '../storage/db';
import type { Storage } from '../storage/storage';
import { askStandards } from './ask';
import { StandardsSearch } from './search';
import { Standards } from './standards';
import { inputSchemas, standardsServer, type StandardsServices } from './tools';

/** The version of what the endpoint offers (tools, their inputs and outputs): raised when they change. */
const MCP_SERVER_VERSION = '1.0.0';

export const MCP_LIMITS = {
  /** Bytes of a request: a tools/call with the longest question and a 2026-era `_meta` envelope fits many times. */
  body: 16 * 1024,
  /** A call still running this long after the assistant's own limit for a whole answer is cut off. */
  graceMs: 10_000,
} as const;

/**
 * What the MCP server reads of the settings: /api's rate limit and retention, the assistant's model and time
 * limits, and the assistant id its answers are stored under. The server passes Ask AI's configuration, which
 * holds them all.
 */
export type McpConfig = Pick<ApiConfig, 'rateLimit' | 'retentionDays' | 'tokenSecret'> &
  BuildAssistantOptions['settings'] & { assistantId: string };

export interface McpOptions {
  config: McpConfig;
  buildDir: string;
  /** The server's database: ask_standards' questions are stored with Ask AI's. */
  storage: Storage;
  /** The host names the endpoint answers to (ALLOWED_HOSTS); localhost's when none are given. */
  allowedHosts?: readonly string[];
  /** The build's search pages, when the server already reads them (shared with Ask AI); read from the build otherwise. */
  loadPages?: () => Promise<DocPage[]>;
  /** The index over those pages, likewise. */
  loadIndex?: () => Promise<SearchIndex>;
  /** Tests: another clock, another model. */
  now?: () => number;
  primaryModel?: ModelChoice;
}

export interface McpApi {
  endpoint: ApiPlugin;
  readinessCheck: ReadinessCheck;
}

const UNAVAILABLE =
  'The MCP server is not available right now: the site build has no standards catalogue or search index.';
const FORBIDDEN_HOST = 'This server does not answer to that Host: it only serves its own host names.';
const ALLOW = 'POST, OPTIONS';
const REFUSALS: Readonly<Record<number, string>> = {
  400: 'Parse error: the request body is not valid JSON.',
  413: `The request is too large: at most ${MCP_LIMITS.body} bytes.`,
  415: 'The request body must be JSON (Content-Type: application/json).',
};
const FORBIDDEN_ORIGIN = 'Requests from web pages of other origins are not accepted.';

/** Host names without their port, the form the SDK's validators compare. */
function hostnames(hosts: readonly string[] | undefined): string[] {
  if (!hosts || hosts.length === 0) return localhostAllowedHostnames();
  return [...new Set(hosts.map((host) => new URL(`http://${host}`).hostname))];
}

/** The headers of a Fastify request for a web `Request`, without those that describe the body Fastify has read. */
function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (
      value === undefined ||
      /^(?:content-length|transfer-encoding|connection|keep-alive|expect|upgrade)$/i.test(name)
    )
      continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * For the log line: the JSON-RPC method a request body names, the tool it calls and the protocol revision it
 * speaks. Names only, never arguments.
 */
function rpcOf(request: FastifyRequest): Record<string, string> | undefined {
  const message = Array.isArray(request.body) ? (request.body as unknown[])[0] : request.body;
  if (typeof message !== 'object' || message === null) return undefined;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
  if (typeof method !== 'string') return undefined;
  const rpc: Record<string, string> = { rpc: method.slice(0, 64) };
  const tool = params?.name;
  if (method === 'tools/call' && typeof tool === 'string') rpc.tool = tool.slice(0, 64);
  const protocol = request.headers['mcp-protocol-version'];
  if (typeof protocol === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(protocol)) rpc.protocol = protocol;
  return rpc;
}

async function mcpRoutes(app: FastifyInstance, options: McpOptions, state: { ready: boolean }): Promise<void> {
  const { config, storage } = options;
  const now = options.now ?? Date.now;

  let services: StandardsServices | undefined;
  try {
    const pages = await (options.loadPages ?? (() => loadPagesFromBuild(options.buildDir)))();
    const index = await (options.loadIndex ?? (async () => SearchIndex.fromPages(pages)))();
    const standards = await Standards.load(options.buildDir, pages);
    const search = new StandardsSearch(index, standards, pages);
    const assistant = await assistantForBuild({
      index,
      buildDir: options.buildDir,
      settings: config,
      log: app.log,
      primary: options.primaryModel,
    });
    const deadlineMs = config.answerTimeoutMs + MCP_LIMITS.graceMs;
    services = {
      name: 'amsterdam-developers',
      version: MCP_SERVER_VERSION,
      standards,
      retentionDays: config.retentionDays,
      search: (query, area) => search.search(query, area),
      ask: (question, signal) =>
        askStandards(assistant, question, {
          signal: AbortSignal.any([signal, AbortSignal.timeout(deadlineMs)]),
          publicUrl: (path) => standards.publicUrl(path),
          record: (answer) => storage.recordAnswer(answer),
          assistantId: config.assistantId,
          now,
        }),
    };
    state.ready = true;
  } catch (error) {
    app.log.warn(
      { err: describeError(error) },
      'MCP: the site build has no standards catalogue or search index; /mcp answers 503 until the site is rebuilt',
    );
  }

  const allowed = hostnames(options.allowedHosts);
  app.addHook('onRequest', async (request, reply) => {
    // DNS rebinding: a page that rebinds its own name to this server sends that name as Host, and as Origin.
    if (!validateHostHeader(request.headers.host, allowed).ok) return sendJsonRpcError(reply, 403, FORBIDDEN_HOST);
    if (!validateOriginHeader(request.headers.origin, allowed).ok) {
      return sendJsonRpcError(reply, 403, FORBIDDEN_ORIGIN);
    }
    return undefined;
  });

  // The /api limit: one budget per client, shared with every API route on the same database.
  await registerRateLimit(app, { perMinute: config.rateLimit, db: storage.db, tokenSecret: config.tokenSecret });

  // Fastify's refusals (a body that is not JSON, too large, of another type) and the rate limit's, as JSON-RPC.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: describeError(error) }, 'MCP: unexpected error');
      return sendJsonRpcError(reply, status, 'Something went wrong on our side. Try again later.');
    }
    // The rate limit's own sentence says how long to wait.
    const message = status === 429 ? error.message : (REFUSALS[status] ?? 'The request could not be read.');
    return sendJsonRpcError(reply, status, message);
  });

  const schemas = services && inputSchemas(services.standards);
  const handler =
    services &&
    schemas &&
    createMcpHandler(({ requestInfo }) => standardsServer(services, schemas, requestInfo?.signal), {
      // Requests the SDK refuses (not JSON-RPC, an unsupported revision) are answered to the client; a note suffices.
      onerror: (error) => app.log.debug({ err: describeError(error) }, 'MCP: request refused by the protocol layer'),
    });
  app.addHook('onClose', async () => handler?.close());

  app.post('/', async (request, reply) => {
    const rpc = rpcOf(request);
    if (rpc) {
      request.log = request.log.child(rpc);
      reply.log = request.log;
    }
    if (!handler) return sendJsonRpcError(reply.header('retry-after', '60'), 503, UNAVAILABLE);
    // The exchange ends when the client goes away: the SDK, and a question on its way, stop with it.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    // The SDK reads the method, headers and (already parsed) body; the URL's host plays no part, and was checked above.
    const webRequest = new Request(`${request.protocol}://localhost${MCP_PATH}`, {
      method: 'POST',
      headers: webHeaders(request),
      signal: gone.signal,
    });
    const response = await handler.fetch(webRequest, { parsedBody: request.body });
    reply.header('cache-control', 'no-store');
    return reply.send(response);
  });

  // Stateless: no session to open a stream on (GET) or to end (DELETE). Answered before any body is read, whatever
  // it holds. Browsers get no CORS grant, as under /api.
  const methodNotAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    sendJsonRpcError(reply.header('allow', ALLOW), 405, 'Method not allowed: send JSON-RPC messages with POST.');
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    url: '/',
    onRequest: methodNotAllowed,
    handler: methodNotAllowed,
  });
  const allowOnly = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(204).header('allow', ALLOW).header('cache-control', 'no-store').send();
  app.route({ method: 'OPTIONS', url: '/', onRequest: allowOnly, handler: allowOnly });
}

/** The MCP server for `buildServer({ endpoints: [mcp.endpoint], readinessChecks: [mcp.readinessCheck] })`. */
export function mcpApi(options: McpOptions): McpApi {
  const state = { ready: false };
  return {
    endpoint: { prefix: MCP_PATH, bodyLimit: MCP_LIMITS.body, plugin: (scope) => mcpRoutes(scope, options, state) },
    readinessCheck: {
      name: 'mcp',
      check: () => {
        if (!state.ready) throw new Error('the standards catalogue or search index is missing from the site build');
      },
    },
  };
}
