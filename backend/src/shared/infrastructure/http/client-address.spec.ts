import { clientAddress, normaliseIpAddress, rateLimitBucket } from './client-address';

describe('client address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::1', '::1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:0db8:0000:0000:0001:0000:0000:0001', '2001:db8::1:0:0:1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:0:0:0:0:0', '2001:db8:1::'],
    ['1:0:1:0:1:0:1:0', '1:0:1:0:1:0:1:0'],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normaliseIpAddress(raw)).toBe(expected);
  });

  it.each([undefined, null, 42, '', 'unknown', 'localhost', '1.2.3', '256.1.1.1', '01.2.3.4', '1.2.3.4, 5.6.7.8', '1.2.3.4\u0000', 'x'.repeat(70), '2001:db8::1::2'])(
    'ignores %j',
    (raw) => {
      expect(normaliseIpAddress(raw)).toBeNull();
    },
  );

  it('reads request.ip (what Express derived under the trust proxy setting)', () => {
    expect(clientAddress({ ip: '::ffff:127.0.0.1' })).toBe('127.0.0.1');
    expect(clientAddress({ ip: undefined })).toBeNull();
  });

  it('limits IPv6 clients by their /64 and IPv4 clients by address', () => {
    expect(rateLimitBucket('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(rateLimitBucket('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(rateLimitBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitBucket(null)).toBeNull();
  });
});
