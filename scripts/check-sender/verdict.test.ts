import { describe, expect, it } from 'vitest';
import { PLANTED, verdict } from './verdict.ts';

describe('verdict', () => {
  it('accepts the entry Google appended after the planted one', () => {
    const result = verdict({ forwardedFor: [PLANTED, '203.0.113.7'], used: 1, key: '203.0.113.7' });
    expect(result.ok).toBe(true);
    expect(result.lines).toContain('  → 203.0.113.7');
  });

  it('fails when the counted entry is the one the caller wrote', () => {
    const result = verdict({ forwardedFor: [PLANTED, '203.0.113.7'], used: 0, key: PLANTED });
    expect(result.ok).toBe(false);
    expect(result.lines.at(-1)).toContain('lower contact.rateLimit.proxyHops');
  });

  it('fails when the counted entry is a Google load balancer', () => {
    const result = verdict({ forwardedFor: [PLANTED, '203.0.113.7', '35.191.12.34'], used: 2, key: '35.191.12.34' });
    expect(result.ok).toBe(false);
    expect(result.lines.at(-1)).toContain('raise contact.rateLimit.proxyHops by 1');
    expect(
      verdict({
        route: 'hosting',
        forwardedFor: [PLANTED, '203.0.113.7', '35.191.1.1'],
        used: 2,
        key: '35.191.1.1',
      }).lines.at(-1),
    ).toContain('raise contact.rateLimit.hosting.proxyHops by 1');
    expect(verdict({ forwardedFor: [PLANTED, '130.211.3.4'], used: 1, key: '130.211.3.4' }).ok).toBe(false);
    expect(verdict({ forwardedFor: [PLANTED, '130.211.4.4'], used: 1, key: '130.211.4.4' }).ok).toBe(true);
  });

  it("through Hosting, accepts the visitor in Hosting's header, and fails when it is the caller's own or a proxy's", () => {
    const through = (value: string) =>
      verdict({
        route: 'hosting',
        forwardedFor: [PLANTED, '203.0.113.7', '151.101.1.195'],
        used: null,
        header: { name: 'fastly-client-ip', value },
        key: value,
      });
    expect(through('203.0.113.7')).toMatchObject({
      ok: true,
      lines: [
        'Hosting named the visitor in fastly-client-ip: 203.0.113.7',
        'Counted as: 203.0.113.7',
        expect.any(String),
      ],
    });
    expect(through(PLANTED)).toMatchObject({
      ok: false,
      lines: expect.arrayContaining([expect.stringContaining('set contact.rateLimit.hosting.clientHeader to ""')]),
    });
    expect(through('35.191.0.9').ok).toBe(false);
  });

  it('through Hosting, names the peer that links opening nothing are counted on, and fails when the caller wrote it', () => {
    const edge = {
      route: 'hosting' as const,
      forwardedFor: [PLANTED, '203.0.113.7', '151.101.1.195'],
      used: null,
      header: { name: 'fastly-client-ip', value: '203.0.113.7' },
      key: '203.0.113.7',
    };
    expect(verdict({ ...edge, peer: { used: 2, key: '151.101.1.195' } })).toMatchObject({
      ok: true,
      lines: expect.arrayContaining([
        expect.stringContaining("counted on the peer Google's front end names: 151.101.1.195"),
      ]),
    });
    expect(verdict({ ...edge, peer: { used: 0, key: PLANTED } })).toMatchObject({
      ok: false,
      lines: expect.arrayContaining([expect.stringContaining('lower contact.rateLimit.proxyHops')]),
    });
    // A direct call's peer is its sender: nothing more to say.
    const direct = { forwardedFor: [PLANTED, '203.0.113.7'], used: 1, key: '203.0.113.7' };
    expect(verdict({ ...direct, peer: { used: 1, key: '203.0.113.7' } })).toEqual(verdict(direct));
  });

  it('fails when there was no X-Forwarded-For', () => {
    expect(verdict({ forwardedFor: [], used: null, key: '169.254.1.1' }).ok).toBe(false);
  });
});
