/**
 * The proxies in front of the server (TRUST_PROXY): their addresses and CIDR
 * ranges, never "any". Fastify takes the client's address from
 * X-Forwarded-For by walking it from the right, past the addresses of trusted
 * proxies, to the first one that is not: the entry the nearest proxy appended
 * for its own client. Entries further left are what the client sent and count
 * for nothing. Trusting every address would make the leftmost entry the client,
 * so a client could name itself anew on each request (and so escape the rate
 * limit); that is why `true` is refused.
 */
import { BlockList, isIP } from 'node:net';

/** proxy-addr's (and so Fastify's) names for address ranges, with the ranges they stand for. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const OFF = new Set(['', 'false', '0', 'off', 'no']);

const TRUST_PROXY_HELP =
  'set TRUST_PROXY to the addresses or CIDR ranges of the proxies in front, separated by commas ' +
  '(e.g. TRUST_PROXY=10.0.0.0/8, or TRUST_PROXY=loopback for a proxy on this machine)';

/** Why an entry is not an address or range, or undefined when it is one. */
function entryProblem(entry: string): string | undefined {
  if (entry in NAMED_RANGES) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an address or CIDR range`;
  if (prefix === undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return `"${entry}" has no prefix length from 0 to ${max}`;
  return undefined;
}

/**
 * TRUST_PROXY as Fastify takes it: false (no proxy, the default) or the
 * comma-separated addresses and ranges. Throws an Error whose message says
 * what to set, for `true`, a hop count or anything that is not an address.
 */
export function parseTrustProxy(raw: string | undefined): false | string {
  const value = (raw ?? '').trim();
  if (OFF.has(value.toLowerCase())) return false;
  if (['true', 'yes', 'on', '*', 'all'].includes(value.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${value} would trust any client to name its own address in X-Forwarded-For (and so get a new ` +
        `rate-limit budget on each request): ${TRUST_PROXY_HELP}.`,
    );
  }
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value} looks like a number of proxies; the server trusts proxies by address only: ${TRUST_PROXY_HELP}.`,
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = entry === '' ? 'an entry is empty' : entryProblem(entry);
    if (problem) throw new Error(`TRUST_PROXY: ${problem}; ${TRUST_PROXY_HELP}.`);
  }
  return entries.join(', ');
}

/** The addresses of IPv4 clients reached over an IPv6 socket (`::ffff:192.0.2.1`) as IPv4. */
export function plainAddress(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

/** Whether a connection's peer is one of the trusted proxies (false for every peer without TRUST_PROXY). */
export function trustedProxyMatcher(trustProxy: false | string): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  const list = new BlockList();
  const ranges = trustProxy.split(',').flatMap((entry) => NAMED_RANGES[entry.trim()] ?? [entry.trim()]);
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    return list.check(plain, isIP(plain) === 4 ? 'ipv4' : 'ipv6');
  };
}
