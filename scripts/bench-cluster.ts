/**
 * npm run bench:cluster [-- --duration 10 --connections 50]
 *
 * The production set-up of ARCHITECTURE.md, measured through its balancer:
 * HAProxy with the reference configuration (deploy/haproxy.cfg) in front of
 * the compiled server on the real build, with a PostgreSQL of its own. Printed,
 * not asserted (tests/production/cluster.test.ts asserts):
 *
 * 1. Throughput and p50/p99 of a doc page through the balancer with one
 *    instance (both of its server lines name it) and with two, and the ratio.
 * 2. A rolling restart under steady load (pages, Ask AI answers, votes): the
 *    requests that failed (must be 0), answers cut short, votes lost.
 *
 * Everything is on 127.0.0.1 and every phase ends by itself. On a machine with
 * fewer cores than instances + balancer + load generator, the ratio shows the
 * cores, not the server: read it on one with at least four.
 */
import { availableParallelism } from 'node:os';
import { haproxyUnavailable, startBalancer, type Balancer } from '../tests/production/haproxy';
import { buildMissing, clusterEnv, instance, type Instance } from '../tests/production/instances';
import { startLoad } from '../tests/production/load';
import { privatePostgresUnavailable, startPrivatePostgres } from '../tests/production/postgres';
import { rollingRestart, storedVotes } from '../tests/production/rolling-restart';
import { runAutocannon, type Run } from './autocannon';

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const DURATION = argument('duration', 10);
const CONNECTIONS = argument('connections', 50);
const PATH = '/docs/backend/database';

async function measure(instances: [Instance, Instance]): Promise<Run> {
  const balancer = await startBalancer([instances[0].address, instances[1].address]);
  try {
    await balancer.waitFor('ready', { app1: 'UP', app2: 'UP' });
    // A short warm-up, so both runs measure JIT-compiled code.
    await runAutocannon(`${balancer.origin}${PATH}`, { duration: 2, connections: CONNECTIONS });
    return await runAutocannon(`${balancer.origin}${PATH}`, { duration: DURATION, connections: CONNECTIONS });
  } finally {
    await balancer.stop();
  }
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

async function main(): Promise<void> {
  const missing = buildMissing() ?? haproxyUnavailable() ?? privatePostgresUnavailable();
  if (missing) {
    console.error(`bench:cluster cannot run: ${missing}.`);
    process.exit(1);
  }
  const database = await startPrivatePostgres();
  // The rate limit counts every client; the load generator's conversations each come from their own address.
  const env = clusterEnv(database.url, 20);
  const instances: Instance[] = [];
  let balancer: Balancer | undefined;
  try {
    instances.push(await instance(env));
    instances.push(await instance(env));
    const [one, two] = instances as [Instance, Instance];
    console.log(
      `Bench: ${PATH} through HAProxy (deploy/haproxy.cfg), ${CONNECTIONS} connections, ${DURATION} s per run, ` +
        `Node ${process.version}, ${availableParallelism()} cores\n`,
    );
    console.log('instances    req/s   p50 ms   p99 ms  errors/non-2xx');
    const single = await measure([one, one]);
    const pair = await measure([one, two]);
    for (const [name, run] of [
      ['1', single],
      ['2', pair],
    ] as const) {
      console.log(`${name.padEnd(9)}${fmt(run.rps)}${fmt(run.p50)}${fmt(run.p99)}  ${run.errors}/${run.non2xx}`);
    }
    console.log(`scaling 2 : 1 = ${(pair.rps / single.rps).toFixed(2)}\n`);

    balancer = await startBalancer([one.address, two.address]);
    await balancer.waitFor('ready', { app1: 'UP', app2: 'UP' });
    const load = startLoad(balancer.origin, { pageWorkers: 4, askWorkers: 2, maxMs: 120_000 });
    let exitCodes: (number | null)[] = [];
    try {
      exitCodes = await rollingRestart([one, two], balancer, load);
    } finally {
      await load.stop();
    }
    const { requests, failures, answers, cutShort, votes } = load.result;
    const stored = await storedVotes(database.url, votes);
    console.log('Rolling restart under load (SIGTERM, exit, start, ready; one instance after the other):');
    console.log(
      `  requests ${requests}, failed ${failures.length}${failures.length ? ` ${JSON.stringify(failures)}` : ''}`,
    );
    console.log(`  Ask AI answers ${answers}, cut short ${cutShort}; votes accepted ${votes.length}, stored ${stored}`);
    console.log(`  exit codes of the stopped instances: ${exitCodes.join(', ')} (0: nothing cut off at the deadline)`);
  } finally {
    await balancer?.stop();
    for (const started of instances) await started.stop('SIGKILL');
    await database.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
