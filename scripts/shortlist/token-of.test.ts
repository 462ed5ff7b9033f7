// `revoke` takes the link as `create` printed it: a link can never be read as an option, while a
// bare token starts with '-' once in 64 tokens.
import { describe, expect, it } from 'vitest';
import { newToken } from '../../functions/src/private-links/token.ts';
import { tokenOf } from './store.ts';

describe('tokenOf', () => {
  const token = `-${newToken().slice(1)}`;

  it('reads the token from a link as printed, with or without a trailing slash, query or fragment', () => {
    for (const link of [
      `http://127.0.0.1:5000/s/${token}`,
      `https://music.example/s/${token}/`,
      `https://music.example/s/${token}?utm=mail`,
      `https://music.example/s/${token}#top`,
    ])
      expect(tokenOf(link)).toBe(token);
  });

  it('leaves a bare token or a shortlist id as it is', () => {
    expect(tokenOf(token)).toBe(token);
    expect(tokenOf('k3m9x2ab')).toBe('k3m9x2ab');
  });

  it('does not take a link whose last part is not a whole token', () => {
    expect(tokenOf(`https://music.example/s/${token.slice(1)}`)).toBe(`https://music.example/s/${token.slice(1)}`);
  });
});
