import { expect, it } from 'vitest';
import { lowerScriptPriority } from './low-priority-scripts.ts';

it('fetches module scripts and modulepreloads at low priority, once', () => {
  const html =
    '<script type="module" crossorigin src="/a.js"></script><link rel="modulepreload" href="/b.js"><script type="application/ld+json">{}</script>';
  const lowered = lowerScriptPriority(html);
  expect(lowered).toBe(
    '<script type="module" fetchpriority="low" crossorigin src="/a.js"></script><link rel="modulepreload" fetchpriority="low" href="/b.js"><script type="application/ld+json">{}</script>',
  );
  expect(lowerScriptPriority(lowered)).toBe(lowered);
});
