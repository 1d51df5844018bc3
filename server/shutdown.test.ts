import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE_GRACE_MS, closeOnSignals } from './shutdown';

// A signal no one else in the test process listens for, emitted rather than sent: only our listener hears it.
const SIGNAL = 'SIGUSR2';
afterEach(() => void process.removeAllListeners(SIGNAL));

describe('closeOnSignals', () => {
  it('exits 0 once the server has closed', async () => {
    const app = Fastify();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const exited = new Promise<number>((exit) => closeOnSignals(app, { timeoutMs: 1_000, signals: [SIGNAL], exit }));
    process.emit(SIGNAL, SIGNAL);
    expect(await exited).toBe(0);
  });

  it('exits 1 within the deadline and its grace when closing hangs (a pool waiting for a connection forever)', async () => {
    const app = Fastify();
    app.addHook('onClose', () => new Promise<void>(() => undefined));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const timeoutMs = 200;
    const started = performance.now();
    const exited = new Promise<number>((exit) => closeOnSignals(app, { timeoutMs, signals: [SIGNAL], exit }));
    process.emit(SIGNAL, SIGNAL);
    expect(await exited).toBe(1);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(timeoutMs + CLOSE_GRACE_MS - 50);
    expect(took).toBeLessThan(timeoutMs + CLOSE_GRACE_MS + 1_000);
  });
});
