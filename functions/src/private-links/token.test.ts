import { describe, expect, it } from 'vitest';
import { hashToken, isTokenShaped, newToken, TOKEN_BYTES } from './token.ts';

describe('link tokens', () => {
  it('carry at least 128 random bits, URL-safe, never the same twice', () => {
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    const tokens = Array.from({ length: 1000 }, newToken);
    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens) expect(isTokenShaped(token)).toBe(true);
  });

  it('are stored only as their SHA-256', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('are told apart from shortlist ids and junk', () => {
    expect(isTokenShaped('k3m9x2ab')).toBe(false);
    expect(isTokenShaped(`${newToken()}=`)).toBe(false);
    expect(isTokenShaped(42)).toBe(false);
  });
});
