import { describe, expect, it } from 'vitest';
import { hashKey, rateKey, viewSender } from './sender.ts';

const direct = {
  proxyHops: 0,
  hosting: { clientHeader: 'fastly-client-ip', proxyHops: 1 },
  ipv6PrefixLength: 64,
  network: { ipv6PrefixLength: 48, ipv4PrefixLength: 24 },
};

describe('viewSender', () => {
  it('takes the entry Google appended, not what the caller wrote before it', () => {
    const view = viewSender({ headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, ip: '10.0.0.1' }, direct);
    expect(view).toEqual({
      route: 'direct',
      forwardedFor: ['6.6.6.6', '203.0.113.7'],
      used: 1,
      key: '203.0.113.7',
      networkKey: '203.0.113.0/24',
      peer: { used: 1, key: '203.0.113.7', networkKey: '203.0.113.0/24' },
    });
  });

  it('skips the configured number of proxy entries after the sender', () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 130.211.0.5' };
    expect(viewSender({ headers }, { ...direct, proxyHops: 1 }).key).toBe('203.0.113.7');
    expect(viewSender({ headers: { 'x-forwarded-for': '203.0.113.7' } }, { ...direct, proxyHops: 2 }).key).toBe(
      '203.0.113.7',
    );
  });

  it("through a Hosting rewrite, takes the visitor from Hosting's client header, so recipients behind one edge are counted apart", () => {
    const edge = '6.6.6.6, 203.0.113.7, 151.101.1.195';
    const anna = viewSender(
      { headers: { 'x-forwarded-for': edge, 'fastly-client-ip': '203.0.113.7' } },
      direct,
      'hosting',
    );
    const bo = viewSender(
      { headers: { 'x-forwarded-for': edge, 'fastly-client-ip': '198.51.100.9' } },
      direct,
      'hosting',
    );
    expect(anna).toMatchObject({
      route: 'hosting',
      used: null,
      header: { name: 'fastly-client-ip', value: '203.0.113.7' },
      key: '203.0.113.7',
    });
    expect(bo.key).toBe('198.51.100.9');
    // The same header on a call to the function's own address is not read: there the caller writes it.
    expect(
      viewSender({ headers: { 'x-forwarded-for': '203.0.113.7', 'fastly-client-ip': '6.6.6.6' } }, direct).key,
    ).toBe('203.0.113.7');
  });

  it("without the header, or with one that holds no address, skips Hosting's edge instead of counting it", () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 151.101.1.195' };
    expect(viewSender({ headers }, direct, 'hosting')).toMatchObject({ used: 1, key: '203.0.113.7' });
    expect(viewSender({ headers: { ...headers, 'fastly-client-ip': 'not an address' } }, direct, 'hosting').key).toBe(
      '203.0.113.7',
    );
    expect(viewSender({ headers }, { ...direct, hosting: { clientHeader: '', proxyHops: 1 } }, 'hosting').key).toBe(
      '203.0.113.7',
    );
    expect(viewSender({ headers: { ...headers, 'fastly-client-ip': '2001:db8::1' } }, direct, 'hosting').key).toBe(
      '2001:db8:0:0:0:0:0:0/64',
    );
  });

  it('names the peer, the entry Google appended, whatever the caller wrote before it or in the client header', () => {
    const forged = (planted: string) =>
      viewSender(
        { headers: { 'x-forwarded-for': `${planted}, 203.0.113.7`, 'fastly-client-ip': planted } },
        direct,
        'hosting',
      );
    // Each forged value is a sender of its own, and every one of them the same peer.
    expect(forged('198.51.100.1').key).toBe('198.51.100.1');
    expect(forged('198.51.100.2').key).toBe('198.51.100.2');
    expect(forged('198.51.100.1').peer).toEqual({ used: 1, key: '203.0.113.7', networkKey: '203.0.113.0/24' });
    expect(forged('198.51.100.2').peer).toEqual(forged('198.51.100.1').peer);
    // Behind a load balancer (proxyHops 1) the peer is the entry before the balancer's.
    expect(
      viewSender(
        { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 130.211.0.5' } },
        { ...direct, proxyHops: 1 },
        'hosting',
      ).peer.key,
    ).toBe('203.0.113.7');
    // Called at its own address with nothing forged, the sender is its peer.
    const plain = viewSender({ headers: { 'x-forwarded-for': '2001:db8:1:2::1' } }, direct);
    expect(plain.peer).toEqual({ used: 0, key: plain.key, networkKey: plain.networkKey });
    expect(
      viewSender({ headers: { 'fastly-client-ip': '198.51.100.1' }, ip: '127.0.0.1' }, direct, 'hosting').peer,
    ).toEqual({
      used: null,
      key: '127.0.0.1',
      networkKey: '127.0.0.0/24',
    });
  });

  it('falls back to the socket address', () => {
    expect(viewSender({ headers: {}, ip: '127.0.0.1' }, direct)).toEqual({
      route: 'direct',
      forwardedFor: [],
      used: null,
      key: '127.0.0.1',
      networkKey: '127.0.0.0/24',
      peer: { used: null, key: '127.0.0.1', networkKey: '127.0.0.0/24' },
    });
    expect(viewSender({ headers: {} }, direct).key).toBe('unknown');
  });

  it('also names the wider network, every /64 of one /48 alike, or none when it is no wider', () => {
    const networkOf = (ip: string, settings = direct) =>
      viewSender({ headers: { 'x-forwarded-for': ip } }, settings).networkKey;
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(networkOf('2001:db8:1:ffff::1')).toBe(networkOf('2001:db8:1:2::1'));
    expect(networkOf('2001:db8:2:2::1')).not.toBe(networkOf('2001:db8:1:2::1'));
    expect(networkOf('198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(
      networkOf('198.51.100.7', { ...direct, network: { ipv6PrefixLength: 48, ipv4PrefixLength: 32 } }),
    ).toBeNull();
    expect(
      networkOf('2001:db8:1:2::1', { ...direct, network: { ipv6PrefixLength: 64, ipv4PrefixLength: 24 } }),
    ).toBeNull();
    expect(rateKey('203.0.113.200', 64, 20)).toBe('203.0.112.0/20');
    expect(rateKey('203.0.113.200', 64, 0)).toBe('0.0.0.0/0');
  });
});

describe('rateKey', () => {
  it('counts an IPv6 sender by its network', () => {
    expect(rateKey('2001:db8:1:2:aaaa::1', 64)).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(rateKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff', 64)).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(rateKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(rateKey('2001:db8:1:2::1', 56)).toBe(rateKey('2001:db8:1:ff::1', 56));
    expect(rateKey('2001:db8:1:2::1', 60)).not.toBe(rateKey('2001:db8:1:12::1', 60));
    expect(rateKey('[2001:db8:1:2::1]', 64)).toBe('2001:db8:1:2:0:0:0:0/64');
  });

  it('treats IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(rateKey('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
    expect(rateKey('::FFFF:cb00:7107', 64)).toBe('203.0.113.7');
    expect(rateKey('0:0:0:0:0:ffff:203.0.113.7', 64)).toBe('203.0.113.7');
    expect(rateKey('64:ff9b::203.0.113.7', 64)).toBe('64:ff9b:0:0:0:0:0:0/64');
  });

  it('keeps anything unparsable apart from real addresses', () => {
    expect(rateKey('not an address', 64)).toBe('unparsed:not an address');
    expect(rateKey('', 64)).toBe('unknown');
  });
});

describe('hashKey', () => {
  it('is stable per salt and never contains the address', () => {
    const hash = hashKey('203.0.113.7', 'salt');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashKey('203.0.113.7', 'salt'));
    expect(hash).not.toBe(hashKey('203.0.113.7', 'other salt'));
  });
});
