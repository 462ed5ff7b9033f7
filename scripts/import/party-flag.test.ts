import { describe, expect, it } from 'vitest';
import { partiesOf } from './party-flag.ts';

describe('partiesOf', () => {
  it('reads a name, then a share, a PRO and an IPI in any order', () => {
    expect(partiesOf(['Mia Park'], 'writer')).toEqual([{ name: 'Mia Park', share: 100 }]);
    expect(
      partiesOf(['Mia Park:50:ASCAP:00123456789', 'Theo Banks : 00987654321 : PRS for Music : 50%'], 'writer'),
    ).toEqual([
      { name: 'Mia Park', share: 50, pro: 'ASCAP', ipi: '00123456789' },
      { name: 'Theo Banks', share: 50, pro: 'PRS for Music', ipi: '00987654321' },
    ]);
    expect(partiesOf(['A:33,33', 'B:33.33', 'C:33.34'], 'publisher')?.map((p) => p.share)).toEqual([
      33.33, 33.33, 33.34,
    ]);
    expect(partiesOf(undefined, 'writer')).toBeUndefined();
  });

  it.each([
    [[''], "--writer takes a name (up to 120 characters), then :share, :PRO and :IPI if you have them, not ''"],
    [
      ['Mia Park:50 %'],
      `--writer 'Mia Park:50 %': '50 %' is not a share (50), a PRO (ASCAP) or an IPI (9 to 11 digits); write "Name:50:ASCAP:00123456789"`,
    ],
    [['Mia Park:50:60'], "--writer 'Mia Park:50:60' gives its share twice"],
    [['Mia Park:0'], "--writer 'Mia Park:0': a share is a percentage above 0 and up to 100, not 0"],
    [
      ['Mia Park', 'Theo Banks:50'],
      '--writer: with 2 writers each gives its share, e.g. --writer "Mia Park:50"; Mia Park gives none',
    ],
    [['Mia Park:50', 'Theo Banks:40'], '--writer: the shares add up to 90, not 100'],
  ])('refuses %j: %s', (values, message) => {
    expect(() => partiesOf(values, 'writer')).toThrow(message);
  });
});
