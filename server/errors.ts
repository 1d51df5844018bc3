/**
 * How the server says no. Under /api the answer is JSON
 * (`{ success: false, message, code }`, the shape the Ask AI client reads);
 * at /mcp a JSON-RPC error, the only answer an MCP client reads; elsewhere a
 * short plain-text sentence. Never the request's own text: a reflected URL or
 * body is how a harmless error page becomes an attack.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MCP_PATH } from '../lib/standards-catalogue';

const answers: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'The request could not be read.' },
  404: { code: 'not_found', message: 'There is nothing at this address.' },
  405: { code: 'method_not_allowed', message: 'This address does not answer that method.' },
  408: { code: 'request_timeout', message: 'The request took too long to arrive.' },
  431: { code: 'headers_too_large', message: 'The request headers are too large.' },
  413: { code: 'payload_too_large', message: 'The request body is too large.' },
  414: { code: 'uri_too_long', message: 'The address is too long.' },
  415: { code: 'unsupported_media_type', message: 'The request body must be JSON.' },
  429: { code: 'rate_limited', message: 'Too many requests. Wait a moment and try again.' },
  503: { code: 'server_busy', message: 'The server is busy. Try again in a few seconds.' },
};
const internal = { code: 'internal_error', message: 'Something went wrong on our side. Try again later.' };

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function isMcpPath(url: string): boolean {
  return url === MCP_PATH || url.startsWith(`${MCP_PATH}/`) || url.startsWith(`${MCP_PATH}?`);
}

/** JSON-RPC's code for a body that is not JSON; the SDK's own HTTP-level rejections use -32000 for the rest. */
const JSON_RPC_PARSE_ERROR = -32700;
const JSON_RPC_SERVER_ERROR = -32000;

/**
 * A JSON-RPC error response with `id: null` (the request's id is unknown, or not to be trusted), as the MCP
 * endpoint answers everything it refuses before the protocol layer: a body that is not JSON, too large, too many
 * requests, a method it does not serve.
 */
export function sendJsonRpcError(reply: FastifyReply, status: number, message: string): FastifyReply {
  const code = status === 400 ? JSON_RPC_PARSE_ERROR : JSON_RPC_SERVER_ERROR;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/** `own` replaces the status's usual sentence: a fixed text of ours, never the request's own. */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, own?: string): FastifyReply {
  const answer = answers[status] ?? (status >= 500 ? internal : answers[400]!);
  const { code } = answer;
  const message = own ?? answer.message;
  if (isMcpPath(request.url)) return sendJsonRpcError(reply, status, message);
  reply.code(status).header('cache-control', 'no-store');
  if (isApiPath(request.url))
    return reply.type('application/json; charset=utf-8').send({ success: false, message, code });
  return reply.type('text/plain; charset=utf-8').send(`${message}\n`);
}

/**
 * The whole HTTP response, as bytes for the socket, to a request Node could not parse (a malformed request line,
 * headers too large, a request that did not arrive in time): there is no request or reply object to send it with.
 * The same plain-text sentence and security headers as every other answer, and the connection is closed.
 */
export function rawErrorResponse(status: 400 | 408 | 431, headers: Readonly<Record<string, string>>): string {
  const body = `${(answers[status] ?? answers[400]!).message}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: text/plain; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Fastify's error handler: client errors keep their status, anything else is a logged 500 without details. */
export function handleError(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500 && status !== 503) request.log.error({ err: error }, 'request error');
  return sendError(request, reply, status);
}
