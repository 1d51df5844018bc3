/**
 * Structured JSON logs (pino, through Fastify): one line per request with
 * its id, method, path (never the query string), status and duration; errors
 * with their stack. No request or response bodies, no IP addresses, no
 * headers: nothing that says who a visitor is or what they typed.
 */
import { randomUUID } from 'node:crypto';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { ServerConfig } from './config';

export interface LoggerSettings {
  level: ServerConfig['logLevel'];
  /** Where the lines go; standard output by default. */
  stream?: NodeJS.WritableStream;
}

/** The path alone: a query string holds what people search for. */
function pathOnly(url: string | undefined): string {
  return (url ?? '').split('?', 1)[0]!;
}

export function loggerOptions(settings: LoggerSettings | false): FastifyServerOptions['logger'] {
  if (!settings) return false;
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    // Fastify's own lines (a stream error, a failed serializer) pass req/res through these: no address, no query.
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: pathOnly(req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** One line when a request ends, none when it starts. */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: pathOnly(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }

  // Routing misses are answered (404/405) and logged as requests: no second line.
  override routeNotFound(): void {}
}

/** A fresh id per request, echoed in X-Request-Id so a visitor's report can be matched to the log line. */
export const genReqId = (): string => randomUUID();

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
