/**
 * A PostgreSQL server of the test's own: a fresh cluster (Debian's initdb and
 * pg_ctl) in a temporary folder, on a loopback port of its own. Stopping it is
 * a real outage for the servers using it, and for no other test: the shared
 * test database of scripts/setup-tests.sh stays up.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** Polls the test's process (argv 1); once it is gone, runs the stop command (argv 2) and removes the folder (argv 3). */
const WATCHDOG = `
const [parent, command, dir] = process.argv.slice(1);
setInterval(() => {
  try { process.kill(Number(parent), 0); return; } catch {}
  const [file, ...args] = JSON.parse(command);
  try { require('node:child_process').execFileSync(file, args, { stdio: 'ignore' }); } catch {}
  require('node:fs').rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}, 500);`;

/** Debian's newest PostgreSQL binaries, or null when none is installed. */
function binaries(): string | null {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(ROOT, versions[0], 'bin') : null;
}

/** Why a private PostgreSQL cannot run here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!binaries()) return `no PostgreSQL server binaries under ${ROOT}: run "bash scripts/setup-tests.sh"`;
  if (userInfo().uid !== 0) return null;
  // Root runs the server as the postgres user Debian's package creates.
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return null;
  } catch {
    return 'running as root, and there is no postgres user to run PostgreSQL as';
  }
}

export interface PrivatePostgres {
  /** `postgres://…` on 127.0.0.1, trusted on loopback only. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries();
  if (!bin) throw new Error(privatePostgresUnavailable() ?? 'no PostgreSQL');
  const asRoot = userInfo().uid === 0;
  // initdb and postgres refuse to run as root: there they run as Debian's postgres user, which owns the folder.
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  const dir = await mkdtemp(join(tmpdir(), 'cluster-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(group));
  }
  await chmod(dir, 0o700);
  const data = join(dir, 'data');
  const port = await freePort();
  await as(join(bin, 'initdb'), ['-D', data, '-U', 'cluster', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => as(join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '30', ...args]);
  const start = async () => void (await pgCtl('-o', options, '-l', join(dir, 'log'), 'start'));
  // "fast": open sessions are ended at once, as in a failover or a crash of the database host.
  const stop = async () => void (await pgCtl('-m', 'fast', 'stop'));
  await start();
  // pg_ctl leaves the server running on its own: a watchdog stops it and removes its folder once this process is
  // gone, however the test ended (a failure, a timeout, a killed worker).
  const stopCommand = asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, 'pg_ctl')] : [join(bin, 'pg_ctl')];
  const watchdog = spawn(
    process.execPath,
    ['-e', WATCHDOG, String(process.pid), JSON.stringify([...stopCommand, '-D', data, '-m', 'immediate', 'stop']), dir],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();
  return {
    url: `postgres://cluster@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      watchdog.kill();
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
