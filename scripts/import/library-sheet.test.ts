// A library's sheet as it comes (43 columns, numbered composer and publisher blocks, columns the
// catalog has no place for) and masters tagged as tagging tools tag them: ID3v2.3 in a WAV with
// TBPM "96.00" and a Camelot key in TXXX:INITIALKEY, Vorbis comments with "128 BPM" and
// INITIALKEY, an MP3 with USLT lyrics, TLAN, TXXX:KEYWORDS and Apple's grouping (TIT1).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { repoRoot } from '../config/config-path.ts';
import { validateConfigSource } from '../config/load-config.ts';
import { writeFlac, writeMp3, writeWav } from '../test/audio/make-masters.ts';
import { id3Frame, id3TagOf, id3TextFrame } from '../audio/preview/id3-tag.ts';
import { runImport, type ImportOptions } from './run-import.ts';

const utf8 = new TextEncoder();
const txxx = (description: string, value: string, version: 3 | 4) =>
  id3Frame(
    'TXXX',
    Uint8Array.from([
      ...[version === 3 ? 1 : 3],
      ...(version === 3 ? utf16(description) : utf8.encode(description)),
      ...(version === 3 ? [0, 0] : [0]),
      ...(version === 3 ? utf16(value) : utf8.encode(value)),
    ]),
    version,
  );
/** ID3v2.3 has no UTF-8: taggers write UTF-16 with a BOM. */
const utf16 = (text: string) => [
  0xff,
  0xfe,
  ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
];
const v23Text = (id: string, value: string) => id3Frame(id, Uint8Array.from([1, ...utf16(value)]), 3);

describe('a library-template sheet and masters as tagging tools tag them', { timeout: 90_000 }, () => {
  let dir: string;
  let lines: string[];
  const configFile = () => join(dir, 'site.config.yaml');
  const run = (extra: Partial<ImportOptions> = {}) => {
    lines = [];
    return runImport({
      paths: [join(dir, 'masters')],
      sheet: join(repoRoot, 'examples/catalog-sheet-library-template.csv'),
      configFile: configFile(),
      publicDir: join(dir, 'public'),
      threads: 2,
      log: (l) => lines.push(l),
      ...extra,
    });
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-library-'));
    const masters = join(dir, 'masters');
    await mkdir(masters, { recursive: true });
    await writeFile(configFile(), await readFile(join(repoRoot, 'site.config.yaml')));
    // The artist alone as composer, as a DAW's export tags it; the sheet names the co-writer and the splits.
    await writeWav(
      join(masters, 'Harbour Lights.wav'),
      { seconds: 3, seed: 11 },
      {
        id3: id3TagOf(
          [
            v23Text('TIT2', 'Harbour Lights'),
            v23Text('TPE1', 'Marlowe Kane'),
            v23Text('TCOM', 'Marlowe Kane'),
            v23Text('TBPM', '96.00'),
            txxx('INITIALKEY', '9B', 3),
            v23Text('TSRC', 'US-MK1-26-00060'),
          ],
          { version: 3, padding: 256 },
        ),
        bext: { description: 'Harbour Lights full mix', originator: 'Pro Tools' },
      },
    );
    await writeWav(
      join(masters, 'Harbour Lights (Instrumental).wav'),
      { seconds: 3, seed: 12 },
      { ixml: '<BWFXML><TRACKTITLE>Harbour Lights (Instrumental)</TRACKTITLE></BWFXML>' },
    );
    await writeFlac(
      join(masters, 'Wire Tension.flac'),
      { seconds: 2, seed: 13 },
      { TITLE: 'Wire Tension', BPM: '128 BPM', INITIALKEY: 'Am', COMPOSER: 'Marlowe Kane', KEYWORDS: 'synth' },
    );
    await writeFlac(
      join(masters, 'Wire Tension - 30s.flac'),
      { seconds: 2, seed: 14 },
      { TITLE: 'Wire Tension - 30s' },
    );
    await writeMp3(
      join(masters, 'Night Swim.mp3'),
      { seconds: 2, seed: 15 },
      id3TagOf([
        id3TextFrame('TIT2', ['Night Swim']),
        id3TextFrame('TCOM', ['Marlowe Kane']),
        id3TextFrame('TBPM', ['84 BPM']),
        id3TextFrame('TKEY', ['Fm']),
        id3TextFrame('TLAN', ['spa']),
        id3TextFrame('TIT1', ['late night, pool']),
        id3Frame(
          'USLT',
          Uint8Array.from([3, ...utf8.encode('spa'), 0, ...utf8.encode('Nadamos de noche\nbajo la luna')]),
        ),
      ]),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('imports in one command with exit 0, the sheet the record for rights, tags filling the rest', async () => {
    const result = await run();
    expect(result.exitCode, lines.join('\n')).toBe(0);
    const text = await readFile(configFile(), 'utf8');
    const check = validateConfigSource(text, configFile());
    if (!check.ok) throw new Error(check.errors.map((e) => e.message).join('\n'));
    const catalog = check.config.sections.find((section) => section.type === 'catalog')!;
    const track = (id: string) => catalog.tracks.find((t) => t.id === id)!;

    expect(track('harbour-lights')).toMatchObject({
      bpm: 96,
      key: 'G major',
      keywords: ['whistling', 'road trip', 'sunrise', 'hopeful', 'feel good'],
      instruments: ['acoustic guitar', 'whistling', 'felt piano', 'claps'],
      lyrics: 'Lights on the harbour\nCalling me home\nEvery wave says\nYou are not alone',
      language: 'en',
      era: '2010s',
      soundsLike: ['The Lumineers', 'Edward Sharpe and the Magnetic Zeros'],
      ai: 'none',
      versions: [{ label: 'Instrumental' }],
      rights: {
        oneStop: true,
        iswc: 'T-034.524.683-4',
        writers: [
          { name: 'Marlowe Kane', share: 50, pro: 'ASCAP', ipi: '00123456789' },
          { name: 'Iris Vale', share: 50, pro: 'PRS', ipi: '00456789123' },
        ],
        publishers: [{ name: 'Kane Sync Music', share: 100, pro: 'ASCAP', ipi: '00555666777' }],
      },
    });
    expect(track('wire-tension')).toMatchObject({
      bpm: 128,
      key: 'A minor',
      vocals: 'instrumental',
      ai: { production: 'assisted', tool: 'iZotope Ozone' },
      versions: [{ label: '30 s cut' }],
    });
    // No sheet cell for these: the MP3's own tags fill them.
    expect(track('night-swim')).toMatchObject({
      bpm: 84,
      key: 'F minor',
      language: 'es',
      lyrics: 'Nadamos de noche\nbajo la luna',
      keywords: ['late night', 'pool'],
    });

    expect(lines).toContain(
      "  Harbour Lights: the tags name Marlowe Kane; the sheet's writers (Marlowe Kane 50%, Iris Vale 50%) kept",
    );
    const ignored = lines.find((l) => l.includes('the catalog has no place for'));
    expect(ignored).toMatch(
      /: 6 columns the catalog has no place for, left out: 'Album', 'Album Code', 'Track Number', 'Release Date', 'Catalog', 'Custom: Internal ID'$/,
    );
    expect(lines.some((l) => l.includes('differs'))).toBe(false);
  });

  it("writes the new fields into the previews' tags: USLT lyrics, TLAN, and TXXX frames", async () => {
    const { common, native } = await parseFile(join(dir, 'public/audio/harbour-lights.mp3'));
    expect(common.lyrics?.[0]).toMatchObject({ language: 'eng', text: expect.stringContaining('Calling me home') });
    const frames = Object.fromEntries((native['ID3v2.4'] ?? []).map((tag) => [tag.id, tag.value]));
    expect(frames).toMatchObject({
      TLAN: 'eng',
      'TXXX:KEYWORDS': 'whistling; road trip; sunrise; hopeful; feel good',
      'TXXX:INSTRUMENTS': 'acoustic guitar; whistling; felt piano; claps',
      'TXXX:SOUNDS LIKE': 'The Lumineers; Edward Sharpe and the Magnetic Zeros',
      'TXXX:ERA': '2010s',
      'TXXX:AI DISCLOSURE': 'none',
    });
  });

  it('a re-run that adds nothing exits 0 and says so in one line', async () => {
    const before = await readFile(configFile(), 'utf8');
    const result = await run();
    expect(result.exitCode).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Nothing new: 3 tracks in these files are already in .*site\.config\.yaml, as the files and the sheet say\.$/,
      ),
    ]);
    expect(await readFile(configFile(), 'utf8')).toBe(before);
  });
});
