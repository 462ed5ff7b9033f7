import { describe, expect, it } from 'vitest';
import { callerIp, hashIp } from './callerIp.js';

describe('callerIp', () => {
  it('trusts only the last X-Forwarded-For entry, the one Google appended', () => {
    expect(callerIp({ headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, ip: '10.0.0.1' })).toBe('203.0.113.7');
  });

  it('falls back to the socket address', () => {
    expect(callerIp({ headers: {}, ip: '127.0.0.1' })).toBe('127.0.0.1');
    expect(callerIp({ headers: {} })).toBe('unknown');
  });
});

describe('hashIp', () => {
  it('is stable per salt and never contains the address', () => {
    const hash = hashIp('203.0.113.7', 'salt');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashIp('203.0.113.7', 'salt'));
    expect(hash).not.toBe(hashIp('203.0.113.7', 'other salt'));
  });
});
