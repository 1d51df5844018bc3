/**
 * npm run bench:server [-- --duration 20 --connections 50]
 *
 * Load figures for the production server on the real build, printed, not
 * asserted. Side by side in the same run with a plain static server (`serve`
 * from npm) on the same folder, so the ratios hold on whatever machine runs
 * this. Everything is on 127.0.0.1 and every phase ends by itself.
 *
 * 1. Throughput and p50/p99 latency (autocannon, browser Accept-Encoding) for
 *    the home page, a doc page, the search index and, when the server has it,
 *    the Ask AI token route; the same URLs from `serve`.
 * 2. The server's resident memory before, after and at its peak.
 * 3. p99 of normal requests while 200 slow clients trickle their headers.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { SERVER_NODE_ARGS } from '../server/start';
import { ENCODING, runAutocannon, type LoadOptions } from './autocannon';
import { freePort, waitFor } from './local-servers';

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const DURATION = argument('duration', 20);
const CONNECTIONS = argument('connections', 50);
const SLOW_CLIENTS = argument('slow-clients', 200);
const ROOT = resolve('build');

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const autocannon = (url: string, options: LoadOptions = {}) =>
  runAutocannon(url, { duration: DURATION, connections: CONNECTIONS, ...options });

/** Clients that send one header line a second and never finish; reconnect when cut off, until `until`. */
function slowClients(port: number, count: number, until: number): { stop: () => void; cut: () => number } {
  let cut = 0;
  const sockets = new Set<Socket>();
  const open = () => {
    if (Date.now() >= until) return;
    const socket = connect(port, '127.0.0.1');
    sockets.add(socket);
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const timer = setInterval(() => socket.write(`X-Slow-${Math.random().toString(36).slice(2)}: 1\r\n`), 1000);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      cut++;
      open();
    });
  };
  for (let i = 0; i < count; i++) open();
  return {
    stop: () => {
      for (const socket of sockets) socket.destroy();
    },
    cut: () => cut,
  };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

async function main(): Promise<void> {
  const manifest = JSON.parse(readFileSync(resolve(ROOT, 'search/manifest.json'), 'utf8')) as { index: string };
  const ours = await freePort();
  const plain = await freePort();

  const server = spawn(process.execPath, [...SERVER_NODE_ARGS], {
    env: { ...process.env, PORT: String(ours), HOST: '127.0.0.1', SITE_DIR: ROOT, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const serve = spawn(resolve('node_modules/.bin/serve'), ['-L', '-n', '-l', `tcp://127.0.0.1:${plain}`, ROOT], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  try {
    await waitFor(`http://127.0.0.1:${ours}/healthz`, server);
    await waitFor(`http://127.0.0.1:${plain}/`, serve);
    const idle = rssMb(server.pid!);
    console.log(`Bench: ${CONNECTIONS} connections, ${DURATION} s per run, Accept-Encoding: ${ENCODING}, on ${ROOT}`);
    console.log(`Node ${process.version}; our server on :${ours}, serve on :${plain}\n`);

    const targets = [
      ['home page', '/', '/'],
      ['doc page', '/docs/backend/database', '/docs/backend/database'],
      ['search index', manifest.index, manifest.index],
    ] as const;
    console.log('route              server  req/s   p50 ms   p99 ms     MB/s  errors/non-2xx  peak RSS so far');
    const ratios: string[] = [];
    for (const [name, path, plainPath] of targets) {
      const a = await autocannon(`http://127.0.0.1:${ours}${path}`);
      const peak = rssMb(server.pid!).peak;
      const b = await autocannon(`http://127.0.0.1:${plain}${plainPath}`);
      for (const [who, run] of [
        ['ours', a],
        ['serve', b],
      ] as const) {
        console.log(
          `${name.padEnd(18)} ${who.padEnd(6)}${fmt(run.rps)}${fmt(run.p50)}${fmt(run.p99)}${fmt(run.mbps, 1)}  ` +
            `${`${run.errors}/${run.non2xx}`.padEnd(16)}${who === 'ours' ? `${peak.toFixed(0)} MB` : ''}`,
        );
      }
      ratios.push(`${name}: ${(a.rps / b.rps).toFixed(2)}× serve's throughput`);
    }

    const token = await fetch(`http://127.0.0.1:${ours}/api/ask/chat/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-algolia-assistant-id': 'developers' },
      body: '{}',
    });
    if (token.status === 404) {
      console.log('ask token          ours   (no /api/ask/chat/token route in this server: skipped)');
    } else {
      const run = await autocannon(`http://127.0.0.1:${ours}/api/ask/chat/token`, {
        method: 'POST',
        headers: ['content-type=application/json', 'x-algolia-assistant-id=developers'],
      });
      console.log(
        `ask token          ours  ${fmt(run.rps)}${fmt(run.p50)}${fmt(run.p99)}${fmt(run.mbps, 1)}  ` +
          `${`${run.errors}/${run.non2xx}`.padEnd(16)}${rssMb(server.pid!).peak.toFixed(0)} MB (429s are the rate limit)`,
      );
    }
    const loaded = rssMb(server.pid!);

    console.log(`\n${ratios.join('\n')}`);
    console.log(
      `\nRSS: ${idle.rss.toFixed(0)} MB idle, ${loaded.rss.toFixed(0)} MB after the runs, ${loaded.peak.toFixed(0)} MB at the peak (target < 200 MB)`,
    );

    const slowFor = Math.max(DURATION, 12);
    const slow = slowClients(ours, SLOW_CLIENTS, Date.now() + slowFor * 1000);
    await new Promise((done) => setTimeout(done, 1000));
    const underSlow = await autocannon(`http://127.0.0.1:${ours}/docs/backend/database`, {
      connections: 10,
      duration: slowFor - 2,
    });
    slow.stop();
    const after = rssMb(server.pid!);
    console.log(
      `\nWith ${SLOW_CLIENTS} slow clients (a header line a second, cut off after the 10 s header timeout and reconnecting): ` +
        `normal requests ${underSlow.rps.toFixed(0)} req/s, p50 ${underSlow.p50} ms, p99 ${underSlow.p99} ms (target < 100 ms), ` +
        `${underSlow.errors} errors; ${slow.cut()} slow connections cut; RSS ${after.rss.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB`,
    );
  } finally {
    server.kill('SIGTERM');
    serve.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
