import { describe, expect, it } from 'vitest';
import { tokenOf } from './token.ts';

describe('the token of a shortlist link', () => {
  it('is the one segment after /s/, with or without a trailing slash', () => {
    expect(tokenOf('/s/M6o3TLcBeieQLPqLQZHPEbzJMdrc3nbkfM8JQxwBS-I')).toBe(
      'M6o3TLcBeieQLPqLQZHPEbzJMdrc3nbkfM8JQxwBS-I',
    );
    expect(tokenOf('/s/abc/')).toBe('abc');
  });

  it('is none for the shell itself or any other address', () => {
    for (const path of ['/s', '/s/', '/s.html', '/s/a/b', '/catalog', '/']) expect(tokenOf(path)).toBeNull();
  });
});
