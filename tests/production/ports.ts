/** What the production tests and benches share: loopback ports, waiting on a state, and processes that end with them. */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A port free on 127.0.0.1 right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** Thrown by a probe when waiting longer cannot help (the process it waits for has exited). */
export class GaveUp extends Error {}

/**
 * Polls `probe` until it returns true (a throw counts as not yet); fails with `what` after `timeoutMs`, which is
 * generous because it only bounds a failure: a start on a loaded machine (load average 13 on two cores here) is slow.
 */
export async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    if (
      await probe().catch((error: unknown) => {
        if (error instanceof GaveUp) throw error;
        last = error;
        return false;
      })
    )
      return;
    if (performance.now() > deadline) {
      throw new Error(`${what}: not within ${timeoutMs} ms${last instanceof Error ? ` (${last.message})` : ''}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * Kills `child` when this process exits, however the test ends (a failure, a timeout, Ctrl-C): a server or
 * balancer the test started must not outlive it.
 */
export function endWithTest(child: ChildProcess): void {
  const kill = () => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  process.once('exit', kill);
  child.once('exit', () => process.removeListener('exit', kill));
}
