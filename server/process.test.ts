/**
 * The server as a real process, over real HTTP: how it starts, refuses to
 * start, and stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSite, removeSite } from './site.fixture';

const entry = resolve(__dirname, 'index.ts');
let root: string;
/** The assistant's SQLite file goes here, not into the working copy. */
let dataDir: string;
const BIG = 64 * 1024 * 1024;

beforeAll(async () => {
  root = await makeSite();
  dataDir = await mkdtemp(join(tmpdir(), 'server-data-'));
  // Larger than every socket buffer between us: the server is still sending it when the signal comes.
  await writeFile(join(root, 'assets/big.0a1b2c3d.bin'), Buffer.alloc(BIG, 1));
});
afterAll(async () => {
  await removeSite(root);
  await rm(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

interface Started {
  child: ChildProcess;
  port: number;
  stdout: string[];
  exited: Promise<number | null>;
}

async function start(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIR: root, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => stdout.push(...String(chunk).split('\n').filter(Boolean)));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  child.stderr!.resume();
  // Ready once it logs that it listens.
  await new Promise<void>((done, fail) => {
    const check = () => (stdout.some((l) => l.includes('"listening"')) ? done() : undefined);
    child.stdout!.on('data', check);
    void exited.then((code) => fail(new Error(`exited with ${code} before listening`)));
  });
  return { child, port, stdout, exited };
}

function get(port: number, path: string): Promise<IncomingMessage> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, agent: false }, done).on('error', fail).end();
  });
}

async function run(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, stderr: stderr.replace(/^npm warn.*\n/gm, '') };
}

describe('starting', { timeout: 60_000 }, () => {
  it('refuses a bad PORT with one line and exit code 64', async () => {
    const { code, stderr } = await run({ PORT: '1.5', SITE_DIR: root });
    expect(code).toBe(64);
    expect(stderr.trim()).toBe('PORT must be a whole number from 0 to 65535, not "1.5".');
  });

  it('refuses a missing build with one line and exit code 66', async () => {
    const { code, stderr } = await run({ PORT: '0', SITE_DIR: join(root, 'nothing-here') });
    expect(code).toBe(66);
    expect(stderr.trim()).toMatch(/^No site build in .*nothing-here: run "npm run build" first\.$/);
  });

  it('refuses a wrong Ask AI setting with one line and exit code 64', async () => {
    const { code, stderr } = await run({ PORT: '0', SITE_DIR: root, ASK_AI_RATE_LIMIT: 'lots' });
    expect(code).toBe(64);
    expect(stderr.trim()).toMatch(/^ASK_AI_RATE_LIMIT must be a whole number from \d+ to \d+, not "lots"\.$/);
  });

  it('refuses to keep data for another period than the privacy page states, with one line and exit code 64', async () => {
    const { code, stderr } = await run({ PORT: '0', SITE_DIR: root, ASK_AI_RETENTION_DAYS: '90' });
    expect(code).toBe(64);
    expect(stderr.trim()).toMatch(
      /^ASK_AI_RETENTION_DAYS is 90, but the privacy page in .* was built stating 30 days: /,
    );
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses an unreachable database with one line and exit code 69', async () => {
    const closed = await freePort();
    const { code, stderr } = await run({
      PORT: '0',
      SITE_DIR: root,
      DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${closed}/nothing`,
    });
    expect(code).toBe(69);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^The server cannot open the PostgreSQL database of DATABASE_URL: /);
    expect(stderr).not.toContain('secret');
  });
});

describe('stopping on SIGTERM', { timeout: 60_000 }, () => {
  it('stops accepting, finishes the response in flight, then exits 0', async () => {
    const server = await start();
    const response = await get(server.port, '/assets/big.0a1b2c3d.bin');
    expect(response.statusCode).toBe(200);
    response.pause();

    server.child.kill('SIGTERM');
    await expect.poll(() => server.stdout.some((l) => l.includes('shutting down'))).toBe(true);
    await expect(get(server.port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    response.resume();
    await once(response, 'end');
    expect(received).toBe(BIG);
    expect(await server.exited).toBe(0);
    expect(server.stdout.some((l) => l.includes('"stopped"'))).toBe(true);
  });

  it('closes what is still open at the deadline and exits 1', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '300' });
    const response = await get(server.port, '/assets/big.0a1b2c3d.bin');
    response.pause();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    // Reading what had arrived before the connection was closed ends short of the file.
    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    const closed = new Promise((done) => response.on('close', done));
    response.on('error', () => undefined); // "aborted": what this test expects
    response.resume();
    await closed;
    expect(response.complete).toBe(false);
    expect(received).toBeLessThan(BIG);
  });
});
