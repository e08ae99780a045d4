/** @jest-environment node */
import { trustProxyHops } from '@/lib/config/settings.mjs';
import { clientAddressOf, normalizeAddress, rateLimitKey } from './client-address.mjs';

describe('clientAddressOf: a forged X-Forwarded-For does not dodge the rate limit', () => {
  it('takes the socket address by default, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf({ socketAddress: '203.0.113.9', forwardedFor: '1.2.3.4, 203.0.113.9', hops: 0 })).toBe(
      '203.0.113.9',
    );
    expect(clientAddressOf({ socketAddress: '203.0.113.9', forwardedFor: '1.2.3.4', hops: 0 })).toBe('203.0.113.9');
  });

  it('a forged chain "1.2.3.4, <real>" behind one proxy gives the real address, not a fresh one per request', () => {
    for (const forged of ['1.2.3.4', '5.6.7.8', '9.9.9.9, 8.8.8.8']) {
      expect(clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor: `${forged}, 198.51.100.7`, hops: 1 })).toBe(
        '198.51.100.7',
      );
    }
  });

  it('TRUST_PROXY_HOPS=N takes the Nth address from the right', () => {
    const forwardedFor = 'forged, 198.51.100.7, 10.0.0.3';
    expect(clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor, hops: 1 })).toBe('10.0.0.3');
    expect(clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor, hops: 2 })).toBe('198.51.100.7');
    // Several header lines count as one list, in order.
    expect(
      clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor: ['forged', '198.51.100.7, 10.0.0.3'], hops: 2 }),
    ).toBe('198.51.100.7');
  });

  it('a request that came round the proxies (a shorter chain) gives its furthest address', () => {
    expect(clientAddressOf({ socketAddress: '203.0.113.9', forwardedFor: undefined, hops: 1 })).toBe('203.0.113.9');
    expect(clientAddressOf({ socketAddress: '10.0.0.2', forwardedFor: '198.51.100.7', hops: 3 })).toBe('198.51.100.7');
  });

  it('without a socket (next start / next dev) reads X-Forwarded-For as Next passes it', () => {
    expect(clientAddressOf({ forwardedFor: '203.0.113.9', hops: 0 })).toBe('203.0.113.9');
    expect(clientAddressOf({ forwardedFor: 'forged, 203.0.113.9', hops: 0 })).toBe('203.0.113.9');
    expect(clientAddressOf({ forwardedFor: null, hops: 0 })).toBe('unknown');
  });
});

describe('trustProxyHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    [' 2 ', 2],
    ['16', 16],
  ])('reads %j as %i', (value, hops) => expect(trustProxyHops(value)).toBe(hops));

  it.each(['one', '-1', '1.5', '17', 'true'])('refuses %j instead of trusting the wrong address', (value) => {
    expect(() => trustProxyHops(value)).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe('normalizeAddress and rateLimitKey', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['198.51.100.7:5678', '198.51.100.7'],
    [' 198.51.100.7 ', '198.51.100.7'],
  ])('spells %s as %s', (address, normal) => expect(normalizeAddress(address)).toBe(normal));

  it('counts an IPv6 client by its /64, an IPv4 one by its address', () => {
    expect(rateLimitKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitKey('2001:db8:aa:bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitKey('2001:0db8:00aa:00bb:ffff::')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('unknown')).toBe('unknown');
  });
});
