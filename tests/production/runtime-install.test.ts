/**
 * The production path exactly as the README writes it, on a runtime-only
 * install: what the Dockerfile's runtime stage holds (package.json, the
 * lockfile, build/, dist/, `npm ci --omit=dev`), so no TypeScript, tsx or
 * other dev tool. `npm run serve` and `npm run report` must work there, and
 * the server must stop within a bound however it is signalled.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_GRACE_MS } from '../../server/shutdown';
import { buildMissing, REPO } from './instances';
import { freePort, waitUntil } from './ports';

const run = promisify(execFile);
const skip = buildMissing();
if (skip) console.warn(`The runtime-install tests are skipped: ${skip}.`);

const SHUTDOWN_TIMEOUT_MS = 1_500;
/**
 * The longest a stop may take: the deadline, the close's grace, and room for npm passing the signal on and the
 * server noticing its shell gone (500 ms), on a busy machine. A hang would take forever.
 */
const STOP_BOUND_MS = SHUTDOWN_TIMEOUT_MS + CLOSE_GRACE_MS + 6_000;
const ADDON = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';

let dir: string;

beforeAll(async () => {
  if (skip) return;
  dir = await mkdtemp(join(tmpdir(), 'runtime-install-'));
  for (const file of ['package.json', 'package-lock.json']) await copyFile(join(REPO, file), join(dir, file));
  for (const folder of ['build', 'dist']) await cp(join(REPO, folder), join(dir, folder), { recursive: true });
  // From npm's cache, which the full install filled: no network. Install scripts are off because better-sqlite3's
  // compiles the addon from source (two minutes here); the one compiled by the full install, for this same Node
  // and machine, is put in its place instead, as the Dockerfile's runtime stage copies it from its deps stage.
  await run('npm', ['ci', '--omit=dev', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    timeout: 90_000,
  });
  await mkdir(dirname(join(dir, ADDON)), { recursive: true });
  await copyFile(join(REPO, ADDON), join(dir, ADDON));
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Served {
  npm: ChildProcess;
  port: number;
  /** The server's own process id, from its log. */
  pid: number;
  log: string[];
}

/** `npm run serve` in its own process group, as a terminal runs a command. */
async function serve(): Promise<Served> {
  const port = await freePort();
  const npm = spawn('npm', ['run', 'serve'], {
    cwd: dir,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const collect = (chunk: Buffer) => log.push(...String(chunk).split('\n').filter(Boolean));
  npm.stdout!.on('data', collect);
  npm.stderr!.on('data', collect);
  let pid = 0;
  await waitUntil('npm run serve listening', async () => {
    if (npm.exitCode !== null) throw new Error(`npm run serve exited with ${npm.exitCode}: ${log.join('\n')}`);
    const listening = log.find((l) => l.includes('"msg":"listening"'));
    if (listening) pid = (JSON.parse(listening) as { pid: number }).pid;
    return pid > 0;
  });
  return { npm, port, pid, log };
}

/**
 * Whether the process still runs. An exited process whose parent is gone (npm's shell, once Ctrl-C ended it) waits
 * for PID 1 to reap it, which a loaded machine may do late: a zombie has exited, so it counts as gone.
 */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (not Linux): kill(pid, 0) answered
  }
};

/** Connections a browser and a slow client leave open: idle keep-alive, a body and headers still arriving. */
async function openConnections(port: number): Promise<Socket[]> {
  const requests = [
    'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'POST /api/ask/chat/token HTTP/1.1\r\nHost: localhost\r\nx-algolia-assistant-id: developers\r\n' +
      'Content-Type: application/json\r\nContent-Length: 40\r\n\r\n{"a":',
    'GET /docs/intro HTTP/1.1\r\nHost: local',
  ];
  const sockets = requests.map((text) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.resume();
    socket.write(text);
    return socket;
  });
  // The first has its answer: from now on it is an idle keep-alive connection.
  await once(sockets[0]!, 'data');
  return sockets;
}

describe.skipIf(skip)('a runtime-only install (npm ci --omit=dev)', { timeout: 60_000 }, () => {
  it('has no TypeScript tooling to lean on', () => {
    for (const tool of ['tsc', 'tsx']) expect(existsSync(join(dir, 'node_modules/.bin', tool)), tool).toBe(false);
  });

  it.each([
    { how: 'Ctrl-C (SIGINT to the whole process group, as a terminal sends it)', to: 'group', signal: 'SIGINT' },
    { how: 'SIGTERM to the group', to: 'group', signal: 'SIGTERM' },
    { how: 'SIGTERM to npm alone (a process manager)', to: 'npm', signal: 'SIGTERM' },
  ] as const)(
    'npm run serve serves, and stops on $how within the bound, with connections open',
    async ({ to, signal }) => {
      const served = await serve();
      const sockets = await openConnections(served.port);
      try {
        const page = await fetch(`http://127.0.0.1:${served.port}/docs/intro`);
        expect(page.status).toBe(200);
        const started = performance.now();
        process.kill(to === 'group' ? -served.npm.pid! : served.npm.pid!, signal);
        const stopped = await waitUntil('the server process gone', async () => !alive(served.pid), STOP_BOUND_MS).then(
          () => 'stopped',
          (error: Error) => error.message,
        );
        // The server's log goes with each failure: it says which step took the time.
        const log = served.log.join('\n');
        expect(stopped, log).toBe('stopped');
        expect(performance.now() - started, log).toBeLessThan(STOP_BOUND_MS);
        // One signal is one request to stop: finishing what is in flight, not "exiting now".
        expect(
          served.log.filter((l) => l.includes('shutting down')),
          log,
        ).toHaveLength(1);
        expect(
          served.log.some((l) => l.includes('second signal')),
          log,
        ).toBe(false);
        await expect(fetch(`http://127.0.0.1:${served.port}/healthz`)).rejects.toThrow();
      } finally {
        for (const socket of sockets) socket.destroy();
        if (alive(served.pid)) process.kill(served.pid, 'SIGKILL');
        if (served.npm.exitCode === null) served.npm.kill('SIGKILL');
      }
    },
  );

  it('npm run report reads the database the server made', async () => {
    const served = await serve();
    process.kill(served.npm.pid!, 'SIGTERM');
    await waitUntil('the server process gone', async () => !alive(served.pid), STOP_BOUND_MS);
    const { stdout } = await run('npm', ['run', '--silent', 'report'], { cwd: dir, timeout: 30_000 });
    expect(stdout).toMatch(/^# /m);
  });
});
