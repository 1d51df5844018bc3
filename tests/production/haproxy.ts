/**
 * HAProxy from the operating system, run with the reference configuration
 * (deploy/haproxy.cfg) as it is, on loopback ports the caller chooses, plus a
 * stats socket of the test's own to read which instances it sees as up.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { endWithTest, freePort, GaveUp, waitUntil } from './ports';

export const REFERENCE_CONFIG = resolve(__dirname, '../../deploy/haproxy.cfg');

/** Why HAProxy cannot run here, or null when it can. */
export function haproxyUnavailable(): string | null {
  const probe = spawnSync('haproxy', ['-v'], { stdio: 'ignore' });
  return probe.error || probe.status !== 0
    ? 'HAProxy is not installed: run "bash scripts/setup-tests.sh" (it installs Debian\'s haproxy)'
    : null;
}

/** One row of HAProxy's `show stat`, by column name. */
type StatRow = Record<string, string>;

export interface Balancer {
  origin: string;
  /** `show stat`: one row per frontend, backend and server. */
  stats(): Promise<StatRow[]>;
  /** Resolves once every server of `backend` has the status wanted, e.g. all of "ready" UP. */
  waitFor(backend: 'ready' | 'live', servers: Record<string, 'UP' | 'DOWN'>): Promise<void>;
  stop(): Promise<void>;
}

export async function startBalancer(instances: readonly [string, string]): Promise<Balancer> {
  const dir = await mkdtemp(join(tmpdir(), 'haproxy-'));
  const socket = join(dir, 'stats.sock');
  const extra = join(dir, 'test.cfg');
  await writeFile(extra, `global\n  stats socket ${socket} mode 600 level user\n`);
  const port = await freePort();
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', REFERENCE_CONFIG, '-f', extra], {
    env: { ...process.env, LB_BIND: `127.0.0.1:${port}`, APP1: instances[0], APP2: instances[1] },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  endWithTest(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const exited = once(child, 'exit');

  const stats = () =>
    new Promise<StatRow[]>((done, fail) => {
      const client = connect(socket);
      let text = '';
      client.on('data', (chunk: Buffer) => (text += String(chunk)));
      client.on('error', fail);
      client.on('end', () => {
        const [header = '', ...lines] = text.trim().split('\n');
        const names = header.replace(/^# /, '').split(',');
        done(lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i], value]))));
      });
      client.end('show stat\n');
    });

  const balancer: Balancer = {
    origin: `http://127.0.0.1:${port}`,
    stats,
    async waitFor(backend, servers) {
      await waitUntil(`HAProxy's ${backend} backend seeing ${JSON.stringify(servers)}`, async () => {
        if (child.exitCode !== null) throw new GaveUp(`haproxy exited: ${stderr}`);
        const rows = await stats();
        return Object.entries(servers).every(([name, status]) =>
          rows.some((r) => r.pxname === backend && r.svname === name && r.status?.startsWith(status)),
        );
      });
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  await waitUntil('HAProxy listening', async () => {
    if (child.exitCode !== null) throw new GaveUp(`haproxy exited with ${child.exitCode}: ${stderr}`);
    await stats();
    return true;
  });
  return balancer;
}
