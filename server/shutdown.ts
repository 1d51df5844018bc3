/**
 * Graceful shutdown on SIGTERM (containers, systemd) and SIGINT (Ctrl-C):
 * stop accepting connections, let in-flight requests and streams finish up
 * to a deadline, then close whatever is still open. Fastify's onClose hooks
 * (a database pool, say) run once the server has stopped.
 */
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long in-flight requests may take after the signal. */
  timeoutMs: number;
  signals?: readonly NodeJS.Signals[];
  /** Ends the process; replaced in tests. */
  exit?: (code: number) => void;
}

export function closeOnSignals(
  app: FastifyInstance,
  { timeoutMs, signals = ['SIGTERM', 'SIGINT'], exit = (code) => process.exit(code) }: ShutdownOptions,
): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal, timeoutMs }, 'shutting down: finishing requests in flight');
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      app.log.warn({ timeoutMs }, 'requests still in flight at the deadline: closing their connections');
      app.server.closeAllConnections();
    }, timeoutMs);
    deadline.unref();
    app.close().then(
      () => {
        clearTimeout(deadline);
        app.log.info('stopped');
        exit(timedOut ? 1 : 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
}
