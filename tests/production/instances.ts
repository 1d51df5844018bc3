/** Instances of the production server, compiled (`dist/`) and serving the site build (`build/`), as deployed. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SERVER_NODE_ARGS } from '../../server/start';
import { endWithTest, freePort, GaveUp, waitUntil } from './ports';

export const REPO = resolve(__dirname, '../..');

/** Why the production tests cannot run: no build to serve, or no compiled server. */
export function buildMissing(): string | null {
  for (const file of ['build/index.html', 'build/search/manifest.json', 'dist/server/index.js']) {
    if (!existsSync(resolve(REPO, file))) return `${file} is missing: run "npm run build" first`;
  }
  return null;
}

/** The settings every instance behind the balancer shares. */
export const clusterEnv = (databaseUrl: string, rateLimit: number): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  // The same on every instance: tokens and rate-limit keys agree.
  ASK_AI_TOKEN_SECRET: 'one-secret-for-every-instance-0123456789abcdef',
  // The balancer's address: its X-Forwarded-For names the client.
  TRUST_PROXY: '127.0.0.1',
  ASK_AI_RATE_LIMIT: String(rateLimit),
});

export interface Instance {
  /** host:port, for the balancer. */
  address: string;
  origin: string;
  /** Starts the process (again) on the same port; resolves once /readyz answers 200. */
  start(): Promise<void>;
  /** Sends `signal` and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** What it wrote on stderr, for a failure's message. */
  stderr(): string;
}

export async function instance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let stderr = '';
  const self: Instance = {
    address: `127.0.0.1:${port}`,
    origin,
    stderr: () => stderr,
    async start() {
      const started = spawn(process.execPath, [...SERVER_NODE_ARGS], {
        cwd: REPO,
        env: {
          ...process.env,
          SITE_DIR: resolve(REPO, 'build'),
          LOG_LEVEL: 'warn',
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = started;
      endWithTest(started);
      started.stderr!.on('data', (chunk: Buffer) => (stderr += String(chunk)));
      await waitUntil(`${origin}/readyz`, async () => {
        if (started.exitCode !== null) throw new GaveUp(`exited with ${started.exitCode}: ${stderr}`);
        return (await fetch(`${origin}/readyz`)).status === 200;
      });
    },
    async stop(signal = 'SIGTERM') {
      if (!child || child.exitCode !== null) return child?.exitCode ?? null;
      const exited = once(child, 'exit');
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
  await self.start();
  return self;
}
