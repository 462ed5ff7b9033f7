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
  expect(aiText(aiStatement({ composition: 'assisted', vocals: 'generated', tool: 'X' }, undefined))).toBe(
    'composition: assisted; vocals: generated; tool: X',
  );
});

it("writes the sentence a licence prints, each use named as AI's and the statement quoted", () => {
  expect(aiText(aiStatement(undefined, undefined), 'licence')).toBe('Not disclosed by the licensor.');
  expect(aiText(aiStatement('none', undefined), 'licence')).toBe('No AI was used in making the track.');
  expect(aiText(aiStatement({ production: 'assisted', tool: 'iZotope Ozone' }, undefined), 'licence')).toBe(
    'production: AI-assisted; tool: iZotope Ozone.',
  );
  expect(
    aiText(aiStatement({ vocals: 'none', tool: 'Melodyne', statement: 'Tuning only.' }, undefined), 'licence'),
  ).toBe('No AI was used in any role; tool: Melodyne; statement: "Tuning only.".');
  expect(aiText(aiStatement({ composition: 'generated', lyrics: 'assisted' }, undefined), 'licence')).toBe(
    'composition: AI-generated; lyrics: AI-assisted.',
  );
});
