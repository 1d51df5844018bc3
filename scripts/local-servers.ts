/** Servers the benchmarks start on 127.0.0.1 and stop again: our production server, or a plain static one. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVER_NODE_ARGS } from '../server/start';
import { freePort } from '../tests/production/ports';

export { freePort };

/** Resolves once `url` answers at all; fails when the child exits first or after 20 s. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`${child.spawnargs.join(' ')} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

export interface LocalServer {
  origin: string;
  /** What serves it, for the printed header. */
  kind: 'our server' | 'serve (static)';
  stop(): Promise<void>;
}

/** Our server (`dist/server/index.js`) on the given build folder. */
export async function startSiteServer(root: string, port?: number): Promise<LocalServer> {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS], {
    env: { ...process.env, PORT: String(listen), HOST: '127.0.0.1', SITE_DIR: resolve(root), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${listen}`;
  await waitFor(`${origin}/healthz`, child);
  return { origin, kind: 'our server', stop: () => stop(child) };
}

/** `serve` from npm on any static build folder (clean URLs, its own 404 page, gzip on the fly). */
async function startStaticServer(root: string, port?: number): Promise<LocalServer> {
  const listen = port ?? (await freePort());
  const child = spawn(resolve('node_modules/.bin/serve'), ['-L', '-n', '-l', `tcp://127.0.0.1:${listen}`, root], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const origin = `http://127.0.0.1:${listen}`;
  await waitFor(`${origin}/`, child);
  return { origin, kind: 'serve (static)', stop: () => stop(child) };
}

/** A build of this site (it carries the CSP manifest our server needs) gets our server; anything else `serve`. */
export function startServerFor(root: string, port?: number): Promise<LocalServer> {
  return existsSync(join(root, 'csp-sources.json')) && existsSync('dist/server/index.js')
    ? startSiteServer(root, port)
    : startStaticServer(root, port);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
