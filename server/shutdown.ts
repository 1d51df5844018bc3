/**
 * Graceful shutdown on SIGTERM (containers, systemd) and SIGINT (Ctrl-C):
 * stop accepting connections, let in-flight requests and streams finish up
 * to a deadline, then close whatever is still open. Fastify's onClose hooks
 * (a database pool, say) run once the server has stopped.
 *
 * The process always ends within `timeoutMs + CLOSE_GRACE_MS` of the signal:
 * a close that hangs past the deadline (a database pool waiting for a
 * connection that never comes back) is given up on, not waited for.
 */
import type { FastifyInstance } from 'fastify';

/** How long the onClose hooks may take once the deadline has closed every connection. */
export const CLOSE_GRACE_MS = 2_000;
/** How often a server started by an npm script looks whether npm's shell is still there. */
const PARENT_CHECK_MS = 500;

export interface ShutdownOptions {
  /** How long in-flight requests may take after the signal. */
  timeoutMs: number;
  signals?: readonly NodeJS.Signals[];
  /** Ends the process; replaced in tests. */
  exit?: (code: number) => void;
  /**
   * Also shut down when the parent process goes away. `npm run serve` starts the server through a shell, which on
   * POSIX does not pass on the signals npm forwards to it: it dies of them, and the server would run on, orphaned.
   */
  followParent?: boolean;
}

export function closeOnSignals(
  app: FastifyInstance,
  {
    timeoutMs,
    signals = ['SIGTERM', 'SIGINT'],
    exit = (code) => process.exit(code),
    followParent = false,
  }: ShutdownOptions,
): void {
  let closing = false;
  const shutDown = (reason: NodeJS.Signals | 'parent exited') => {
    if (closing) {
      // Whoever started us is gone: that is no second request to stop.
      if (reason === 'parent exited') return;
      app.log.warn({ signal: reason }, 'second signal: exiting now');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal: reason, timeoutMs }, 'shutting down: finishing requests in flight');
    let timedOut = false;
    let grace: NodeJS.Timeout | undefined;
    const deadline = setTimeout(() => {
      timedOut = true;
      app.log.warn({ timeoutMs }, 'requests still in flight at the deadline: closing their connections');
      app.server.closeAllConnections();
      // Not unref'd: this is the bound, and the exit code must say that the close did not finish.
      grace = setTimeout(() => {
        app.log.error({ graceMs: CLOSE_GRACE_MS }, 'closing did not finish after the deadline: exiting');
        exit(1);
      }, CLOSE_GRACE_MS);
    }, timeoutMs);
    deadline.unref();
    app.close().then(
      () => {
        clearTimeout(deadline);
        clearTimeout(grace);
        app.log.info('stopped');
        exit(timedOut ? 1 : 0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, shutDown);
  if (followParent) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) shutDown('parent exited');
    }, PARENT_CHECK_MS).unref();
  }
}
