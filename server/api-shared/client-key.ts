import { createHmac, randomBytes } from 'node:crypto';
import { clientOf } from '../connections';

/** A client's key from its address: the same for every address of one client (an IPv4 address or an IPv6 /64). */
export type ClientKey = (ip: string) => string;

/** The key that derives the client keys from ASK_AI_TOKEN_SECRET: a secret of its own, never the token secret itself. */
export function clientKeySecret(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update('rate-limit client key').digest('base64url');
}

/**
 * Clients are known by a keyed hash of their address, as connections.ts counts them. The key never enters the
 * database: it is derived from ASK_AI_TOKEN_SECRET, which lives in the environment, or, without that setting,
 * drawn at random when the process starts and kept in its memory. Whatever stores client keys holds the hashes
 * only, so a copy of it gives no address back: with 2^32 IPv4 addresses a hash keyed by anything the copy holds
 * would be undone in hours, one keyed by a secret it lacks cannot be. (A slow hash instead of a secret would make
 * every new client cost the server that time, which a client with many IPv6 prefixes could turn against it.)
 *
 * Instances given the same token secret know a client by the same key; without one, each by its own.
 */
export function clientKeys(tokenSecret: string | undefined): ClientKey {
  const secret = tokenSecret === undefined ? randomBytes(32).toString('base64url') : clientKeySecret(tokenSecret);
  return (ip) => createHmac('sha256', secret).update(clientOf(ip)).digest('base64url').slice(0, 32);
}
