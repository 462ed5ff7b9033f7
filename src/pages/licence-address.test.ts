import { expect, it } from 'vitest';
import { licenceTokenOf, verifiedNumberOf } from './licence-address';

it('reads a quote’s token and a licence’s number from their addresses, and nothing from others', () => {
  expect(licenceTokenOf('/l/abc_DEF-123')).toBe('abc_DEF-123');
  expect(licenceTokenOf('/l/abc/')).toBe('abc');
  for (const path of ['/l', '/l/', '/l.html', '/l/a/b', '/l/verify', '/s/abc']) expect(licenceTokenOf(path)).toBeNull();
  expect(verifiedNumberOf('/l/verify/MK-2026-0007')).toBe('MK-2026-0007');
  for (const path of ['/l/verify', '/l/verify/', '/l/MK-2026-0007', '/l/verify/a/b']) expect(verifiedNumberOf(path)).toBeNull();
});
