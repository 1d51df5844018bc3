/**
 * Every limit the server enforces, chosen on purpose. A visitor's browser
 * never comes near them; a slow, huge or odd request hits one and gets a
 * clear status instead of holding the server.
 */
export const limits = {
  /** The whole request, headers and body, must arrive within this: a client trickling bytes is cut off (408). */
  requestTimeoutMs: 30_000,
  /** The request headers must arrive within this (slowloris). */
  headersTimeoutMs: 10_000,
  /** How often Node checks the two timeouts above; its default of 30 s would let a slow client stay 40 s. */
  connectionsCheckingIntervalMs: 1_000,
  /**
   * An idle keep-alive connection is closed after this: longer than a load balancer's usual 60 s idle timeout, so
   * the balancer always closes first and never sends a request onto a socket we are closing.
   */
  keepAliveTimeoutMs: 72_000,
  /**
   * A connection with no traffic at all for this long is closed. A long response (the Ask AI stream) must send
   * something more often than this.
   */
  connectionTimeoutMs: 60_000,
  /** Request bodies: pages take none. A route or an API plugin that needs more sets its own `bodyLimit`. */
  bodyLimitBytes: 8 * 1024,
  /** The request line's URL; longer is 414. Browsers and CDNs keep well below 8 KB, our own links below 200 bytes. */
  maxUrlLength: 4 * 1024,
  /** One path parameter of an API route (`/api/…/:id`); longer is 414 too. */
  maxParamLength: 200,
  /** All request headers together (Node's own default, written down); more is 431. */
  maxHeaderBytes: 16 * 1024,
  /**
   * Open connections at once; a connection past this is closed as it arrives. An idle keep-alive connection costs
   * about 25 KB of resident memory (measured), so this many add about 100 MB: enough for a load balancer's pool and
   * for every visitor of a directly reachable instance, while a client opening connections in bulk cannot exhaust
   * memory or file descriptors.
   */
  maxConnections: 4096,
  /**
   * Open connections one client (an IPv4 address, an IPv6 /64) may hold at once; past this its new connections are
   * closed as they arrive, so a client holding idle connections cannot take the places other visitors need. A browser
   * opens at most 6 per host, so this leaves room for an office of visitors behind one address; the trusted proxies
   * (TRUST_PROXY) are not held to it. Sixteen clients at their share fill the cap.
   */
  maxConnectionsPerClient: 256,
} as const;

/** When the process is overloaded it answers 503 with Retry-After instead of queueing work it cannot finish. */
export interface PressureLimits {
  /** Mean event-loop delay over a sample, in ms. */
  maxEventLoopDelayMs: number;
  /** Resident memory in bytes. */
  maxRssBytes: number;
  /** Seconds a client is told to wait. */
  retryAfterSeconds: number;
  /** How often the process is sampled, in ms. */
  sampleIntervalMs: number;
}

export const defaultPressureLimits: PressureLimits = {
  maxEventLoopDelayMs: 1_000,
  maxRssBytes: 1024 * 1024 * 1024,
  retryAfterSeconds: 10,
  sampleIntervalMs: 1_000,
};
