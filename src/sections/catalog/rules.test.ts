import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { editShipped as edit, place, shipped } from '../../../scripts/config/fixtures/shipped-edits.ts';
import { validateConfigSource } from '../../../scripts/config/load-config.ts';

function report(source: string) {
  const result = validateConfigSource(source, '/tmp/site.yaml');
  const found = result.ok ? result.warnings : result.errors;
  return { ok: result.ok, lines: found.map((e) => `${e.line}:${e.column}: ${e.message}`) };
}

const GOLDEN = '- id: golden-hour';

describe('catalog rules, located in the file', () => {
  it('accepts the shipped catalog with no warning', () => {
    expect(report(shipped)).toEqual({ ok: true, lines: [] });
  });

  it('a key no notation names is located, with the fix; German H gets its own', () => {
    const source = edit('key: D major', 'key: H minor', GOLDEN);
    expect(report(source)).toEqual({
      ok: false,
      lines: [
        `${place(source, 'H minor', GOLDEN)}: 'H minor' is not a key the catalog reads: German H is B in English: write B minor`,
      ],
    });
    const blues = edit('key: D major', 'key: A blues', GOLDEN);
    expect(report(blues).lines).toEqual([
      `${place(blues, 'A blues', GOLDEN)}: 'A blues' is not a key the catalog reads: 'blues' is not a mode; write major, minor, dorian, phrygian, lydian, mixolydian or locrian`,
    ]);
  });

  it('a key in any common notation loads in the one spelling', () => {
    for (const [written, key] of [
      ['Am', 'A minor'],
      ['8A', 'A minor'],
      ['1m', 'A minor'],
      ['F#m', 'F♯ minor'],
      ['Gbm', 'F♯ minor'],
    ]) {
      const result = validateConfigSource(edit('key: D major', `key: ${written}`, GOLDEN), '/tmp/site.yaml');
      if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
      const catalog = result.config.sections.find((section) => section.type === 'catalog');
      expect(catalog?.type === 'catalog' && catalog.tracks.find((track) => track.id === 'golden-hour')?.key).toBe(key);
    }
  });

  it('writer shares must add up to 100', () => {
    const source = edit(
      'writers: [{ name: Marlowe Kane, share: 100, pro: ASCAP, ipi: "00123456789" }]',
      'writers: [{ name: Marlowe Kane, share: 60, pro: ASCAP }, { name: Ada Lune, share: 30, pro: PRS }]',
      GOLDEN,
    );
    expect(report(source)).toEqual({
      ok: false,
      lines: [
        `${place(source, '[{ name: Marlowe Kane, share: 60', GOLDEN)}: writer shares add up to 90, not 100 (60 + 30); fix the shares so they total 100`,
      ],
    });
  });

  it('publisher shares must add up to 100, to the hundredth', () => {
    const thirds = edit(
      'publishers: [{ name: Kane Sync Music, share: 100, pro: ASCAP }]',
      'publishers: [{ name: A, share: 33.33 }, { name: B, share: 33.33 }, { name: C, share: 33.34 }]',
    );
    expect(report(thirds).lines.filter((line) => line.includes('shares'))).toEqual([]);
    const source = edit(
      'publishers: [{ name: Kane Sync Music, share: 100, pro: ASCAP }]',
      'publishers: [{ name: A, share: 50 }, { name: B, share: 49.5 }]',
    );
    expect(report(source).lines).toContain(
      `${place(source, '[{ name: A, share: 50')}: publisher shares add up to 99.5, not 100 (50 + 49.5); fix the shares so they total 100`,
    );
  });

  it('an ISRC must be CC-XXX-YY-NNNNN, with all hyphens or none', () => {
    for (const good of ['USMK12600002', 'US-MK1-26-00002'])
      expect(report(edit('isrc: US-MK1-26-00002', `isrc: ${good}`)).ok).toBe(true);
    for (const bad of ['US-MK126-00002', 'us-mk1-26-00002', 'US-MK1-26-0002']) {
      const source = edit('isrc: US-MK1-26-00002', `isrc: ${bad}`);
      expect(report(source).lines).toEqual([
        `${place(source, bad)}: '${bad}' is not an ISRC; write it as CC-XXX-YY-NNNNN (country, registrant, year, 5 digits), e.g. US-MK1-26-00001 or USMK12600001, in capitals`,
      ]);
    }
  });

  it('an ISWC must be well formed and its check digit must agree', () => {
    expect(report(edit('iswc: T-034.524.681-2', 'iswc: T0345246812')).ok).toBe(true);
    const wrongDigit = edit('iswc: T-034.524.681-2', 'iswc: T-034.524.681-3');
    expect(report(wrongDigit).lines).toEqual([
      `${place(wrongDigit, 'T-034.524.681-3')}: ISWC 'T-034.524.681-3' has check digit 3 but its digits give 2; copy the ISWC again from the registration`,
    ]);
    const malformed = edit('iswc: T-034.524.681-2', 'iswc: T-34.524.681-2');
    expect(report(malformed).lines).toEqual([
      `${place(malformed, 'T-34.524.681-2')}: 'T-34.524.681-2' is not an ISWC; write it as T-DDD.DDD.DDD-C, e.g. T-034.524.680-1`,
    ]);
  });

  it('track ids are unique in a catalog', () => {
    const source = edit('- id: golden-hour', '- id: night-drive');
    const firstLine = place(source, 'night-drive\n        title: Night Drive').split(':')[0];
    expect(report(source).lines).toContain(
      `${place(source, 'night-drive\n        title: Golden Hour')}: track id 'night-drive' is used twice in this catalog; the first is on line ${firstLine}. Give each a name of its own`,
    );
  });

  it("version labels are unique in a track, and none takes the main file's name", () => {
    const twice = edit(
      '{ label: 30 s cut, audio: /audio/golden-hour-30.mp3 }',
      '{ label: Instrumental, audio: /audio/golden-hour-30.mp3 }',
    );
    const firstLine = place(twice, 'label: Instrumental\n').split(':')[0];
    expect(report(twice).lines).toEqual([
      `${place(twice, 'Instrumental, audio: /audio/golden-hour-30')}: version label 'Instrumental' is used twice in this track; the first is on line ${firstLine}. Give each a name of its own`,
    ]);
    const main = edit('label: Instrumental\n', 'label: Main\n');
    expect(report(main).lines).toEqual([
      `${place(main, 'Main\n')}: version label 'Main' is the name of the track's main file (labels.mainVersion); call this version something else, e.g. 'Main (alt)'`,
    ]);
  });

  it('oneStop contradicted by the rights is a located warning, not a failed build', () => {
    const source = edit(
      'publishers: [{ name: Kane Sync Music, share: 100, pro: ASCAP }]',
      'publishers: [{ name: Kane Sync Music, share: 50, pro: ASCAP }, { name: Big Label Songs, share: 50, pro: BMI }]',
    );
    expect(report(source)).toEqual({
      ok: true,
      lines: [
        `${place(source, 'true', 'oneStop: true')}: oneStop is true but 2 publishers share the publishing; set oneStop: false, or list the one party that clears it all`,
      ],
    });
  });
});
