import { describe, expect, it } from 'vitest';
import { cueSheetRow, cueSheetTable, partyText } from './cue-sheet.ts';
import { cueUsageFor } from './cue-usage.ts';
import type { QuotedTrack } from './licence-model.ts';

const track: QuotedTrack = {
  id: 'night-drive',
  title: 'Night Drive',
  version: 'Instrumental',
  isrc: 'USXXX2600001',
  iswc: 'T-123.456.789-0',
  master: 'Kane Sync Music',
  writers: [
    { name: 'Marlowe Kane', share: 60, pro: 'ASCAP', ipi: '00123456789', role: 'CA' },
    { name: 'Ada Lyric', share: 40, pro: 'PRS', role: 'A' },
  ],
  publishers: [{ name: 'Kane Sync Music', share: 100, pro: 'ASCAP', ipi: '00987654321' }],
  ai: 'No AI was used in making the track.',
};

describe('the cue-sheet row', () => {
  it('lists writers with their role and publishers as E, each with society, IPI and share', () => {
    const row = cueSheetRow('MK-2026-0007', track, { cueUsage: 'BI', durationSeconds: 95 });
    expect(row).toMatchObject({
      licence: 'MK-2026-0007',
      title: 'Night Drive',
      isrc: 'USXXX2600001',
      iswc: 'T-123.456.789-0',
      master: 'Kane Sync Music',
      usage: 'BI',
      usageName: 'background instrumental',
      duration: '1:35',
    });
    expect(row.parties.map(partyText)).toEqual([
      'Marlowe Kane (CA) ASCAP IPI 00123456789 60%',
      'Ada Lyric (A) PRS 40%',
      'Kane Sync Music (E) ASCAP IPI 00987654321 100%',
    ]);
  });

  it('leaves unknown facts empty rather than inventing them', () => {
    const bare: QuotedTrack = { ...track, writers: [{ name: 'M', share: 100, role: 'C' }], publishers: [] };
    delete bare.isrc;
    const row = cueSheetRow('MK-2026-0001', bare, { cueUsage: 'MT', durationSeconds: null });
    expect(row).toMatchObject({ isrc: '', duration: '', usage: 'MT' });
    expect(row.parties).toEqual([{ name: 'M', role: 'C', society: '', ipi: '', share: 100 }]);
  });

  it('exports one line per party with the cue’s columns on each', () => {
    const table = cueSheetTable(cueSheetRow('MK-2026-0007', track, { cueUsage: 'VV', durationSeconds: 30 }));
    expect(table).toHaveLength(4);
    expect(table[0]).toContain('Usage');
    expect(table[3]).toEqual([
      'MK-2026-0007',
      'Night Drive',
      'Instrumental',
      'Kane Sync Music',
      'E',
      'ASCAP',
      '00987654321',
      '100',
      'USXXX2600001',
      'T-123.456.789-0',
      'Kane Sync Music',
      'VV',
      '0:30',
    ]);
  });

  it('takes the usage code from the request’s use and the version’s vocals', () => {
    expect(cueUsageFor('background', false)).toBe('BI');
    expect(cueUsageFor('background', true)).toBe('BV');
    expect(cueUsageFor('featured', false)).toBe('VI');
    expect(cueUsageFor('featured', true)).toBe('VV');
    expect(cueUsageFor('titles', true)).toBe('MT');
    expect(cueUsageFor(undefined, true)).toBe('BV');
  });
});
