import { expect, it } from 'vitest';
import { licenceTokenOf, verifiedLicenceOf } from './licence-address.ts';

it('reads a quote’s token and a licence’s number and code from their addresses, and nothing from others', () => {
  expect(licenceTokenOf('/l/abc_DEF-123')).toBe('abc_DEF-123');
  expect(licenceTokenOf('/l/abc/')).toBe('abc');
  for (const path of ['/l', '/l/', '/l.html', '/l/a/b', '/l/verify', '/s/abc']) expect(licenceTokenOf(path)).toBeNull();
  expect(verifiedLicenceOf('/l/verify/MK-2026-0007/7KQ2M9XA')).toEqual({ number: 'MK-2026-0007', code: '7KQ2M9XA' });
  expect(verifiedLicenceOf('/l/verify/MK-2026-0007/7KQ2M9XA/')).toEqual({ number: 'MK-2026-0007', code: '7KQ2M9XA' });
  expect(verifiedLicenceOf('/l/verify/MK-2026-0007')).toEqual({ number: 'MK-2026-0007', code: null });
  for (const path of ['/l/verify', '/l/verify/', '/l/MK-2026-0007', '/l/verify/a/b/c'])
    expect(verifiedLicenceOf(path)).toBeNull();
});
