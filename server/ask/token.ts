import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_LIFETIME_MS = 5 * 60 * 1000;

/** What a token says, readable by the client: DocSearch renews its token 30 s before `exp`. */
export interface TokenClaims {
  /** Assistant id. */
  a: string;
  /** Expiry, epoch seconds (as in a JWT). */
  exp: number;
  /** Makes every token unique. */
  n: string;
}

/** Standard base64 with its padding: what the browser's `atob` decodes (base64url's `-` and `_` it rejects). */
const CLAIMS_SEGMENT = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The claims of a token as a client reads them, without checking the
 * signature: `JSON.parse(atob(token.split('.')[0]))`. Undefined when the
 * first segment is not a base64 JSON object.
 */
export function readClaims(token: string): Partial<TokenClaims> | undefined {
  const [segment = ''] = token.split('.');
  if (!CLAIMS_SEGMENT.test(segment) || segment.length % 4 !== 0) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(segment, 'base64').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Partial<TokenClaims>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Short-lived chat tokens: `<claims>.<HMAC-SHA256>`. The claims are JSON in
 * standard base64, because DocSearch's client reads the expiry with
 * `atob(firstSegment)`, which refuses base64url; the signature, which no
 * client reads, is base64url. Any instance with the same secret accepts any
 * instance's tokens; nothing is stored per token and nothing in it identifies
 * the client.
 */
export class TokenSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    private readonly lifetimeMs = TOKEN_LIFETIME_MS,
  ) {}

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.secret).update(payload).digest();
  }

  issue(assistantId: string): string {
    const claims: TokenClaims = {
      a: assistantId,
      // Rounded down: a token never outlives its lifetime, and `exp` is a whole number of seconds.
      exp: Math.floor((this.now() + this.lifetimeMs) / 1000),
      n: randomBytes(9).toString('base64url'),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64');
    return `${payload}.${this.sign(payload).toString('base64url')}`;
  }

  /**
   * 'valid', or why not: a forged or mangled token and an expired one are told
   * apart for the log only. A token of the earlier format (expiry `e` in
   * milliseconds) is 'invalid'.
   */
  verify(token: string | undefined, assistantId: string): 'valid' | 'missing' | 'invalid' | 'expired' {
    if (!token) return 'missing';
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return 'invalid';
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    const claims = readClaims(payload);
    if (claims?.a !== assistantId || typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return 'invalid';
    return this.now() < claims.exp * 1000 ? 'valid' : 'expired';
  }
}

/** The token from `authorization: TOKEN <token>` (DocSearch's scheme); Bearer is accepted too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^(?:TOKEN|Bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
