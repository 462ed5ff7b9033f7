import { describe, expect, it } from 'vitest';
import { seedOf } from './random.ts';

describe('seedOf', () => {
  it('is FNV-1a over the UTF-8 bytes: the published test values', () => {
    expect(seedOf('')).toBe(0x811c9dc5);
    expect(seedOf('a')).toBe(0xe40c292c);
    expect(seedOf('foobar')).toBe(0xbf9cf968);
  });

  it('tells names apart that differ by one character, and reads beyond ASCII', () => {
    expect(seedOf('x-wesnoth-1.16-music/a.ogg')).not.toBe(seedOf('x-wesnoth-1.16-music/b.ogg'));
    expect(seedOf('Café')).not.toBe(seedOf('Cafe'));
  });
});
