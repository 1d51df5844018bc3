/** A rolling restart, as a deploy does it, and what the load generator and the database saw of it. */
import pg from 'pg';
import type { Balancer } from './haproxy';
import type { Instance } from './instances';
import type { Load } from './load';
import { waitUntil } from './ports';

/** Resolves once the load generator has made `more` requests since now: the step's effect has been seen. */
export function moreRequests(load: Load, more: number): Promise<void> {
  const from = load.result.requests;
  return waitUntil(`${more} more requests`, async () => load.result.requests >= from + more);
}

/**
 * SIGTERM to one instance, wait for its exit and for the balancer to have taken it out, start it again, wait for
 * the balancer to take it back; then the next. Instance i is the balancer's `app<i+1>`. Resolves with the exit codes.
 */
export async function rollingRestart(
  instances: readonly Instance[],
  balancer: Balancer,
  load: Load,
): Promise<(number | null)[]> {
  const codes: (number | null)[] = [];
  for (const [i, instance] of instances.entries()) {
    const name = `app${i + 1}`;
    codes.push(await instance.stop('SIGTERM'));
    await balancer.waitFor('ready', { [name]: 'DOWN' });
    await moreRequests(load, 50);
    await instance.start();
    await balancer.waitFor('ready', { [name]: 'UP' });
    await moreRequests(load, 50);
  }
  return codes;
}

/** How many of the answers named by `messageIds` have their vote stored. */
export async function storedVotes(databaseUrl: string, messageIds: readonly string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM ask_feedback WHERE message_id = ANY($1)',
      [messageIds],
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
