import { describe, expect, it } from 'vitest';
import { clientKeys } from './client-key';

const SECRET = 'a-token-secret-from-the-environment-0123456789';

describe('clientKeys', () => {
  it('gives every address of one client the same key, and holds no address', () => {
    const key = clientKeys(SECRET);
    expect(key('2001:db8:5:6::1')).toBe(key('2001:db8:5:6::2'));
    expect(key('2001:db8:5:7::1')).not.toBe(key('2001:db8:5:6::1'));
    expect(key('192.0.2.7')).not.toBe(key('192.0.2.8'));
    expect(key('192.0.2.7')).not.toMatch(/192|2001/);
  });

  it('agrees across instances given the token secret, and not without it', () => {
    expect(clientKeys(SECRET)('192.0.2.7')).toBe(clientKeys(SECRET)('192.0.2.7'));
    expect(clientKeys(undefined)('192.0.2.7')).not.toBe(clientKeys(undefined)('192.0.2.7'));
  });
});
