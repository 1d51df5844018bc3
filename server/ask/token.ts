import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_LIFETIME_MS = 5 * 60 * 1000;

interface Claims {
  /** Assistant id. */
  a: string;
  /** Expiry, epoch milliseconds. */
  e: number;
  /** Makes every token unique. */
  n: string;
}

/**
 * Short-lived chat tokens: `<claims>.<HMAC-SHA256>`, both base64url. Any
 * instance with the same secret accepts any instance's tokens; nothing is
 * stored per token and nothing in it identifies the client.
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
    const claims: Claims = { a: assistantId, e: this.now() + this.lifetimeMs, n: randomBytes(9).toString('base64url') };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.sign(payload).toString('base64url')}`;
  }

  /** 'valid', or why not: a forged or mangled token and an expired one are told apart for the log only. */
  verify(token: string | undefined, assistantId: string): 'valid' | 'missing' | 'invalid' | 'expired' {
    if (!token) return 'missing';
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return 'invalid';
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    let claims: Partial<Claims>;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
    } catch {
      return 'invalid';
    }
    if (claims.a !== assistantId || typeof claims.e !== 'number') return 'invalid';
    return this.now() < claims.e ? 'valid' : 'expired';
  }
}

/** The token from `authorization: TOKEN <token>` (DocSearch's scheme); Bearer is accepted too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^(?:TOKEN|Bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
