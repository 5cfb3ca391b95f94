// Limits count per IPv4 address and per IPv6 /64 (issue 35): every address of one /64 shares a key, an
// IPv4-mapped IPv6 address counts as its IPv4 address.
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../api/src/http/client-key';

describe('clientKey', () => {
  it('keeps IPv4 addresses and maps IPv4-mapped IPv6 to them', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64, whatever the spelling', () => {
    const key = clientKey('2001:db8:1:2:3:4:5:6');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const ip of ['2001:db8:1:2::9', '2001:DB8:1:2:ffff::1', '2001:0db8:0001:0002:0:0:0:1'])
      expect(clientKey(ip), ip).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
