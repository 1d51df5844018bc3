/**
 * Each client's share of the open connections. The server's own cap
 * (limits.maxConnections) bounds memory and file descriptors; on its own it
 * lets one client that opens connections and keeps them idle take every
 * place, and then every other visitor's connection is closed as it arrives.
 * So each client may hold at most `perClient` of them: past that its new
 * connection is closed at once, and the places left stay for everyone else.
 *
 * A client is the address the connection comes from: an IPv4 address, or
 * an IPv6 /64 (the least a provider hands one subscriber, who can use every
 * address in it). The trusted proxies (TRUST_PROXY) carry many visitors'
 * requests over their connections and are not held to one client's share;
 * the server's cap still counts their connections.
 */
import type { Server } from 'node:net';
import { isIP } from 'node:net';
import { plainAddress } from './proxy';

/** The 64-bit prefix of an IPv6 address: what one subscriber gets, so what one client controls. */
function ipv6Prefix(address: string): string {
  const bare = address.split('%', 1)[0]!;
  const [head = '', tail] = bare.split('::', 2);
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => (/^[0-9a-f]{1,4}$/i.test(group) ? parseInt(group, 16).toString(16) : '0'))
    .join(':')}::/64`;
}

/** Who a connection's address counts as: the IPv4 address, or the IPv6 address's /64. */
export function clientOf(address: string): string {
  const plain = plainAddress(address);
  return isIP(plain) === 6 ? ipv6Prefix(plain) : plain;
}

export interface ConnectionShareOptions {
  /** Open connections one client may hold at once. */
  perClient: number;
  /** Peers not held to the share (the trusted proxies). */
  exempt: (address: string | undefined) => boolean;
  /** Called for each connection closed because its client holds its share already. */
  onRefused: () => void;
}

/** Holds every client of `server` to its share of connections; returns how many each holds, for tests. */
export function limitConnectionsPerClient(
  server: Server,
  { perClient, exempt, onRefused }: ConnectionShareOptions,
): ReadonlyMap<string, number> {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || exempt(address)) return;
    const client = clientOf(address);
    const held = open.get(client) ?? 0;
    if (held >= perClient) {
      socket.destroy();
      onRefused();
      return;
    }
    open.set(client, held + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
  return open;
}
