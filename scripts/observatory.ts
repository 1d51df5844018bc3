/**
 * npm run bench:observatory [-- --port N]
 *
 * Grades the server's headers the way MDN's HTTP Observatory does, with its
 * own tests and grader (`@mdn/mdn-http-observatory`, installed on first use
 * into .cache/observatory without its install script, which downloads the
 * HSTS preload list: an empty list stands in). Everything stays on 127.0.0.1.
 *
 * Two gradings of our server (dist/, on build/):
 * - plain HTTP, as on a developer's machine: HSTS and the HTTPS redirect
 *   cannot pass without TLS;
 * - behind TLS, as deployed: a local TLS-terminating proxy with a throwaway
 *   certificate (trusted for this run only) forwards to the server started
 *   with TRUST_PROXY and FORCE_HTTPS.
 * With --port N it grades whatever already listens there, over plain HTTP.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  request as httpRequest,
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join, resolve } from 'node:path';
import { SERVER_NODE_ARGS } from '../server/start';

const execFileAsync = promisify(execFile);
const CACHE = resolve('.cache/observatory');
const PACKAGE = '@mdn/mdn-http-observatory@1.4.8';
const MODULE = join(CACHE, 'node_modules/@mdn/mdn-http-observatory');

function install(): void {
  if (!existsSync(join(MODULE, 'src/constants.js'))) {
    console.log(`Installing ${PACKAGE} into ${CACHE} (once)…`);
    mkdirSync(CACHE, { recursive: true });
    if (!existsSync(join(CACHE, 'package.json'))) writeFileSync(join(CACHE, 'package.json'), '{"private":true}\n');
    execFileSync(
      'npm',
      ['install', '--prefix', CACHE, '--ignore-scripts', '--no-save', '--no-audit', '--no-fund', PACKAGE],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
  const preload = join(MODULE, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

/** Runs the Observatory's retriever, tests and grader in a child process (so a CA can be trusted for it). */
interface Grade {
  grade: string;
  score: number;
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

async function grade(port: number, extraCa?: string, httpsPort = port): Promise<Grade> {
  const script = `
    import { retrieve } from '${MODULE}/src/retriever/retriever.js';
    import { ALL_TESTS } from '${MODULE}/src/constants.js';
    import { getGradeForScore, getScoreModifier } from '${MODULE}/src/grader/grader.js';
    import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '${MODULE}/src/grader/charts.js';
    const r = await retrieve('localhost', { httpPort: ${port}, httpsPort: ${httpsPort} });
    let bonus = 100, uncurved = 100; const tests = {};
    for (const test of ALL_TESTS) {
      const out = test(r); const modifier = getScoreModifier(out.result);
      bonus += modifier; if (modifier < 0) uncurved += modifier;
      tests[out.constructor.name] = { pass: out.pass, result: out.result, scoreModifier: modifier };
    }
    const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? bonus : uncurved);
    console.log(JSON.stringify({ grade, score, tests }));`;
  // Asynchronous: the proxy below runs in this process and must keep answering meanwhile.
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ...(extraCa ? { NODE_EXTRA_CA_CERTS: extraCa } : {}) },
    encoding: 'utf8',
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Grade;
}

function print(title: string, result: Grade): void {
  console.log(`\n${title}: ${result.grade} (${result.score}/100)`);
  for (const [name, test] of Object.entries(result.tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(32)} ${modifier.padStart(4)}  ${test.result}`);
  }
}

async function freePort(): Promise<number> {
  const probe = createNetServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return { child, port };
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error('the server did not start');
}

/**
 * A TLS-terminating proxy in front of the server, as a load balancer would be: HTTPS on one port, plain HTTP on
 * another whose requests name the HTTPS port as their host (so the server's redirect leads there).
 */
async function startProxy(target: number, dir: string): Promise<{ http: number; https: number; close: () => void }> {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const secure = createHttpsServer({
    key: readFileSync(join(dir, 'key.pem')),
    cert: readFileSync(join(dir, 'cert.pem')),
  });
  secure.listen(0, '127.0.0.1');
  await once(secure, 'listening');
  const httpsPort = (secure.address() as AddressInfo).port;
  const forward = (proto: string) => (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers, 'x-forwarded-proto': proto, host: `localhost:${httpsPort}` };
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  secure.on('request', forward('https'));
  const plain = createHttpServer(forward('http')).listen(0, '127.0.0.1');
  await once(plain, 'listening');
  return {
    http: (plain.address() as AddressInfo).port,
    https: httpsPort,
    close: () => {
      plain.close();
      secure.close();
    },
  };
}

async function main(): Promise<void> {
  install();
  const at = process.argv.indexOf('--port');
  if (at > 0) {
    print(`Server on :${process.argv[at + 1]}, plain HTTP`, await grade(Number(process.argv[at + 1])));
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'observatory-'));
  const plain = await startServer({});
  try {
    print('Our server, plain HTTP (no TLS: HSTS and the HTTPS redirect cannot pass)', await grade(plain.port));
  } finally {
    plain.child.kill('SIGTERM');
  }
  const deployed = await startServer({ TRUST_PROXY: '127.0.0.1', FORCE_HTTPS: 'true' });
  let proxy: { http: number; https: number; close: () => void } | undefined;
  try {
    proxy = await startProxy(deployed.port, dir);
    print(
      'Our server behind TLS (TRUST_PROXY, FORCE_HTTPS)',
      await grade(proxy.http, join(dir, 'cert.pem'), proxy.https),
    );
  } finally {
    proxy?.close();
    deployed.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
