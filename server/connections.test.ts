import { describe, expect, it } from 'vitest';
import { clientOf } from './connections';

describe('clientOf', () => {
  it('is the IPv4 address, also when it arrives mapped into IPv6', () => {
    expect(clientOf('192.0.2.7')).toBe('192.0.2.7');
    expect(clientOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('is the /64 of an IPv6 address: one subscriber, whatever address in it they connect from', () => {
    expect(clientOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
