import { expect, it } from 'vitest';
import { aiStatement, aiText } from './ai-disclosure.ts';

it("takes the track's own disclosure, else the catalog's default, else says nothing", () => {
  expect(aiStatement(undefined, undefined)).toEqual({ disclosed: false });
  expect(aiStatement(undefined, 'none')).toEqual({ disclosed: true, uses: [] });
  expect(aiStatement({ production: 'assisted', vocals: 'none', tool: 'iZotope Ozone' }, 'none')).toEqual({
    disclosed: true,
    uses: [{ role: 'production', use: 'assisted' }],
    tool: 'iZotope Ozone',
  });
});

it('writes one line for files and tags', () => {
  expect(aiText(aiStatement(undefined, undefined))).toBeUndefined();
  expect(aiText(aiStatement('none', undefined))).toBe('none');
  expect(aiText(aiStatement({ composition: 'assisted', vocals: 'generated', tool: 'X' }, undefined))).toBe('composition: assisted; vocals: generated; tool: X');
});
