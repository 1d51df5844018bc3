import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readClaims, TOKEN_LIFETIME_MS, TokenSigner } from './token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const ID = 'developers';

/** How DocSearch's Ask AI client reads a token: the JSON in `atob` of its first dot-separated segment. */
function decodeAsDocSearch(token: string): { exp?: unknown } {
  const [first] = token.split('.');
  return JSON.parse(atob(first)) as { exp?: unknown };
}

/** DocSearch asks for a new token once this is true: 30 s before `exp`, on the browser's clock. */
const docSearchRenews = (token: string, nowMs: number) => nowMs / 1000 > Number(decodeAsDocSearch(token).exp) - 30;

/** A token as the server issued them before `exp`: expiry `e` in milliseconds, claims in base64url. */
function earlierFormatToken(now: number): string {
  const claims = { a: ID, e: now + TOKEN_LIFETIME_MS, n: randomBytes(9).toString('base64url') };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
}

describe('chat tokens', () => {
  const issuedAt = Date.UTC(2026, 10, 25, 12, 0, 0, 123);

  it('carry their expiry as `exp`, whole epoch seconds, five minutes on', () => {
    const token = new TokenSigner(SECRET, () => issuedAt).issue(ID);
    const claims = readClaims(token);
    expect(claims).toEqual({ a: ID, exp: Math.floor((issuedAt + TOKEN_LIFETIME_MS) / 1000), n: expect.any(String) });
    expect(Number.isInteger(claims?.exp)).toBe(true);
    expect(claims).not.toHaveProperty('e');
  });

  it('decode as DocSearch decodes them, whatever bytes the claims make', () => {
    // base64url would put `-` or `_` into some of these, which `atob` refuses: then DocSearch sees no expiry.
    const signer = new TokenSigner(SECRET, () => issuedAt);
    for (let i = 0; i < 300; i++) {
      const assistantId = `assistant-${'~?>'.repeat(i % 7)}-${i}`;
      const token = signer.issue(assistantId);
      expect(decodeAsDocSearch(token), token).toMatchObject({ exp: Math.floor((issuedAt + TOKEN_LIFETIME_MS) / 1000) });
      expect(signer.verify(token, assistantId)).toBe('valid');
    }
  });

  it('make DocSearch renew them 30 s before the server stops accepting them', () => {
    let now = issuedAt;
    const signer = new TokenSigner(SECRET, () => now);
    const token = signer.issue(ID);
    expect(docSearchRenews(token, now)).toBe(false);
    now = issuedAt + TOKEN_LIFETIME_MS - 31_000;
    expect(docSearchRenews(token, now)).toBe(false);
    expect(signer.verify(token, ID)).toBe('valid');
    now = issuedAt + TOKEN_LIFETIME_MS - 29_000;
    expect(docSearchRenews(token, now)).toBe(true);
    expect(signer.verify(token, ID)).toBe('valid');
  });

  it('are honoured until `exp` and expired from then on', () => {
    let now = issuedAt;
    const signer = new TokenSigner(SECRET, () => now);
    const token = signer.issue(ID);
    const exp = readClaims(token)!.exp!;
    now = exp * 1000 - 1;
    expect(signer.verify(token, ID)).toBe('valid');
    now = exp * 1000;
    expect(signer.verify(token, ID)).toBe('expired');
    // Never longer than the lifetime, for the rounding down to seconds.
    expect(exp * 1000).toBeLessThanOrEqual(issuedAt + TOKEN_LIFETIME_MS);
    expect(exp * 1000).toBeGreaterThan(issuedAt + TOKEN_LIFETIME_MS - 1000);
  });

  it('are unique, and refused when their claims are changed, their signature is foreign or the assistant differs', () => {
    const signer = new TokenSigner(SECRET, () => issuedAt);
    const token = signer.issue(ID);
    expect(signer.issue(ID)).not.toBe(token);
    const [, signature] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ ...readClaims(token), exp: 4_102_444_800 })).toString('base64');
    expect(signer.verify(`${longer}.${signature}`, ID)).toBe('invalid');
    expect(new TokenSigner('another-secret-of-at-least-thirty-two-chars').verify(token, ID)).toBe('invalid');
    expect(signer.verify(token, 'another-assistant')).toBe('invalid');
    for (const bad of ['', 'x', 'x.y', `${token}.z`, '.', `${token.split('.')[0]}.`]) {
      expect(signer.verify(bad, ID), bad).toBe(bad ? 'invalid' : 'missing');
    }
  });

  it('of the earlier format (`e` in milliseconds) are refused cleanly, signed with the same secret or not', () => {
    const signer = new TokenSigner(SECRET, () => issuedAt);
    for (let i = 0; i < 50; i++) {
      expect(() => signer.verify(earlierFormatToken(issuedAt), ID)).not.toThrow();
      expect(signer.verify(earlierFormatToken(issuedAt), ID)).toBe('invalid');
    }
  });

  it('with claims that are not a JSON object, or an `exp` that is not a number, are refused', () => {
    const signer = new TokenSigner(SECRET, () => issuedAt);
    const signed = (claims: string) => {
      const payload = Buffer.from(claims).toString('base64');
      return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
    };
    for (const claims of ['[]', 'null', '42', '{', `{"a":"${ID}","exp":"4102444800"}`, `{"a":"${ID}"}`]) {
      expect(signer.verify(signed(claims), ID), claims).toBe('invalid');
    }
    expect(signer.verify(signed(`{"a":"${ID}","exp":4102444800}`), ID)).toBe('valid');
  });
});
