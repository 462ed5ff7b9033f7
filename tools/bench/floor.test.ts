import { describe, expect, it } from 'vitest';
import { stripScripts } from './floor.ts';

describe('stripScripts', () => {
  it('removes every script element and modulepreload link, and nothing else', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/b.js">\n' +
      '<script type="application/ld+json">{"a":1}</script>\n<link rel="icon" href="/favicon.svg"></head>' +
      '<body><div id="root"><p>text</p></div></body>';
    expect(stripScripts(html)).toBe(
      '<head><link rel="icon" href="/favicon.svg"></head><body><div id="root"><p>text</p></div></body>',
    );
  });
});
