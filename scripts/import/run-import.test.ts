import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { audioFacts } from '../audio/facts/audio-facts.ts';
import { repoRoot } from '../config/config-path.ts';
import { validateConfigSource } from '../config/load-config.ts';
import { writeAiff, writeFlac, writeMp3, writeWav } from '../test/audio/make-masters.ts';
import { runImport, type ImportOptions } from './run-import.ts';
import { SheetError } from './sheet.ts';

const SHEET = [
  'File,Title,Version,BPM,Key,Moods,Genres,Vocals,Description,One-stop,Pre-cleared,Master Owner,ISRC,ISWC,Writer 1 Name,Writer 1 Share,Writer 1 PRO,Writer 1 IPI,Writer 2 Name,Writer 2 Share,Writer 2 PRO,Writer 2 IPI,Publisher 1 Name,Publisher 1 Share,Publisher 1 PRO',
  'Blue Hour.wav,,,,,"Calm; Warm",,both,"Slow pads for dawn scenes",yes,yes,Marlowe Kane,,T-034.524.680-1,Marlowe Kane,60,ASCAP,00123456789,Dana Ruiz,40,BMI,00987654321,Kane Sync Music,100,ASCAP',
  ',Red Sky,,,E minor,,,instrumental,,no,yes,Marlowe Kane,,,Marlowe Kane,100,ASCAP,,,,,,,,',
  ',Paper Lanterns,,,,,Folk,vocal,,,,,,,Theo Banks,100,BMI,,,,,,,,',
  ',Neon Rain,,104,,,,vocal,,,,,,,Theo Banks,100,BMI,,,,,,,,',
].join('\n');

describe('runImport', { timeout: 60_000 }, () => {
  let dir: string;
  let options: ImportOptions;
  let lines: string[];
  let shipped: string;
  const configFile = () => join(dir, 'site.config.yaml');
  const masters = () => join(dir, 'masters');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-import-'));
    await mkdir(join(masters(), 'cut-downs'), { recursive: true });
    shipped = await readFile(join(repoRoot, 'site.config.yaml'), 'utf8');
    await writeFile(configFile(), shipped);
    await writeFile(join(dir, 'sheet.csv'), SHEET);
    const credits = { artist: 'Marlowe Kane', composers: ['Marlowe Kane'], publisher: 'Kane Sync Music' };
    await writeWav(
      join(masters(), 'Blue Hour.wav'),
      { seconds: 3, seed: 1 },
      {
        id3: {
          ...credits,
          composers: ['Dana Ruiz', 'Marlowe Kane'],
          title: 'Blue Hour',
          bpm: 90,
          key: 'Am',
          isrc: 'US-MK1-26-00050',
          genres: ['Ambient'],
        },
      },
    );
    await writeWav(
      join(masters(), 'Blue Hour (Instrumental).wav'),
      { seconds: 3, seed: 2, bits: 24, sampleRate: 48000 },
      { info: { INAM: 'Blue Hour (Instrumental)' } },
    );
    await writeWav(join(masters(), 'cut-downs', 'Blue Hour - 30s.wav'), { seconds: 2, seed: 3 });
    await writeFlac(join(masters(), 'Red Sky.flac'), { seconds: 2, seed: 4 }, { TITLE: 'Red Sky', BPM: '120' });
    await writeAiff(
      join(masters(), 'Paper Lanterns.aiff'),
      { seconds: 2, seed: 5 },
      { title: 'Paper Lanterns', bpm: 76, key: 'G major' },
    );
    await writeMp3(
      join(masters(), 'Neon Rain.mp3'),
      { seconds: 2, seed: 6 },
      { title: 'Neon Rain', bpm: 100, key: 'C minor' },
    );
    // Already in the shipped catalog, with another BPM in its tags than the YAML's 92.
    await writeWav(
      join(masters(), 'Night Drive.wav'),
      { seconds: 2, seed: 7 },
      { id3: { title: 'Night Drive', bpm: 95 } },
    );
    // No writer anywhere: held back, with what it needs.
    await writeWav(
      join(masters(), 'Ghost Town.wav'),
      { seconds: 2, seed: 8 },
      { id3: { title: 'Ghost Town', bpm: 80, key: 'D minor' } },
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const run = (extra: Partial<ImportOptions> = {}) => {
    lines = [];
    options = {
      paths: [masters()],
      sheet: join(dir, 'sheet.csv'),
      configFile: configFile(),
      publicDir: join(dir, 'public'),
      threads: 2,
      log: (l) => lines.push(l),
      ...extra,
    };
    return runImport(options);
  };

  it('--dry-run reports the plan and writes nothing', async () => {
    const result = await run({ dryRun: true });
    expect(await readFile(configFile(), 'utf8')).toBe(shipped);
    await expect(stat(join(dir, 'public'))).rejects.toThrow();
    expect(result.exitCode).toBe(1);
    expect(lines).toContain('+ blue-hour: Blue Hour (main, Instrumental, 30 s cut)');
    expect(lines.at(-1)).toMatch(
      /would add 3 tracks to .*site\.config\.yaml and write 5 previews \(0\.2 min of audio\) to .*audio\/; nothing written\.$/,
    );
  });

  it('adds the tracks with merged tags and sheet, keeps the file as it was around them, and reports what it left out', async () => {
    const result = await run();
    const text = await readFile(configFile(), 'utf8');
    const check = validateConfigSource(text, configFile());
    expect(check.ok).toBe(true);
    // Every byte of the original (its comments among them) is still there, in order.
    const added = text.length - shipped.length;
    const at = text.indexOf('      - id: blue-hour\n');
    expect(text.slice(0, at) + text.slice(at + added)).toBe(shipped);
    expect(result.added.map((t) => t.id)).toEqual(['blue-hour', 'paper-lanterns', 'red-sky']);
    expect(result.added[0]).toEqual({
      id: 'blue-hour',
      title: 'Blue Hour',
      audio: '/audio/blue-hour.mp3',
      bpm: 90,
      key: 'A minor',
      moods: ['Calm', 'Warm'],
      genres: ['Ambient'],
      vocals: 'both',
      description: 'Slow pads for dawn scenes',
      // The master's own, measured in its preview's pass; its energy too, marked measured (nothing gave it).
      loudness: { integrated: expect.any(Number), truePeak: expect.any(Number) },
      energy: expect.toBeOneOf(['low', 'medium', 'high']),
      measured: { energy: { confidence: expect.any(Number) } },
      versions: [
        { label: 'Instrumental', audio: '/audio/blue-hour-instrumental.mp3' },
        { label: '30 s cut', audio: '/audio/blue-hour-30-s-cut.mp3' },
      ],
      download: true,
      rights: {
        oneStop: true,
        preCleared: true,
        master: 'Marlowe Kane',
        isrc: 'US-MK1-26-00050',
        iswc: 'T-034.524.680-1',
        writers: [
          { name: 'Marlowe Kane', share: 60, pro: 'ASCAP', ipi: '00123456789' },
          { name: 'Dana Ruiz', share: 40, pro: 'BMI', ipi: '00987654321' },
        ],
        publishers: [{ name: 'Kane Sync Music', share: 100, pro: 'ASCAP' }],
      },
    });
    expect(result.added[2]).toMatchObject({
      bpm: 120,
      key: 'E minor',
      vocals: 'instrumental',
      rights: { oneStop: false, preCleared: true },
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        `! Neon Rain: BPM differs: Neon Rain.mp3 (tags) says 100; ${dir}/sheet.csv:5 says 104; not imported: make them agree, or choose with --prefer sheet or --prefer file`,
        `! Night Drive: BPM differs: ${configFile()} says 92; Night Drive.wav says 95; kept ${configFile()}`,
        '! Ghost Town (Ghost Town.wav) is not imported yet; it needs vocals (the Vocals column, --vocals or importDefaults: instrumental, vocal or both), its writers (tag TCOM, Writer 1 Name and Writer 1 Share in the sheet, --writer "Name" or importDefaults)',
      ]),
    );
    expect(result.exitCode).toBe(1);
  });

  it('writes tagged MP3 previews at the master’s rate that decode to the master’s length', async () => {
    const preview = join(dir, 'public/audio/blue-hour.mp3');
    const { common } = await parseFile(preview);
    expect(common).toMatchObject({
      title: 'Blue Hour',
      artist: 'Marlowe Kane',
      isrc: ['US-MK1-26-00050'],
      composer: ['Marlowe Kane', 'Dana Ruiz'],
      label: ['Kane Sync Music'],
      website: 'https://marlowekane.com',
      bpm: 90,
      key: 'A minor',
    });
    expect((await parseFile(join(dir, 'public/audio/blue-hour-instrumental.mp3'))).common.title).toBe(
      'Blue Hour (Instrumental)',
    );
    for (const [file, seconds, rate] of [
      ['blue-hour.mp3', 3, 44100],
      ['blue-hour-instrumental.mp3', 3, 48000],
      ['blue-hour-30-s-cut.mp3', 2, 44100],
      ['red-sky.mp3', 2, 44100],
      ['paper-lanterns.mp3', 2, 44100],
    ] as const) {
      const facts = await audioFacts(join(dir, 'public/audio', file), { cacheDir: false });
      expect([file, facts.sampleRate, facts.channels]).toEqual([file, rate, 2]);
      expect(Math.abs(facts.duration - seconds)).toBeLessThan(0.1);
    }
  });

  it('adds nothing the second time, and leaves the YAML and the previews untouched', async () => {
    const text = await readFile(configFile(), 'utf8');
    const before = (await stat(join(dir, 'public/audio/blue-hour.mp3'))).mtimeMs;
    const result = await run();
    expect(result.added).toEqual([]);
    expect(await readFile(configFile(), 'utf8')).toBe(text);
    expect((await stat(join(dir, 'public/audio/blue-hour.mp3'))).mtimeMs).toBe(before);
    expect(lines).toContain(
      'Already in the catalog, left as they are: Blue Hour, Night Drive, Paper Lanterns, Red Sky',
    );
  });

  it('--prefer sheet settles a disagreement and says which side it kept; an MP3 master gets a preview at the catalog loudness, itself untouched', async () => {
    const master = await readFile(join(masters(), 'Neon Rain.mp3'));
    const result = await run({ prefer: 'sheet' });
    expect(result.added.map((t) => [t.id, t.bpm])).toEqual([['neon-rain', 104]]);
    expect(lines).toContain(
      `! Neon Rain: BPM differs: Neon Rain.mp3 (tags) says 100; ${dir}/sheet.csv:5 says 104; kept ${dir}/sheet.csv:5`,
    );
    // Re-encoded like any master, so its preview plays at the catalog's loudness; the master is as it was.
    expect(await readFile(join(dir, 'public/audio/neon-rain.mp3'))).not.toEqual(master);
    expect(result.added[0]!.loudness).toEqual({ integrated: expect.any(Number), truePeak: expect.any(Number) });
    expect(await readFile(join(masters(), 'Neon Rain.mp3'))).toEqual(master);
  });

  it('writes nothing when the sheet has a bad cell', async () => {
    await writeFile(join(dir, 'bad.csv'), 'Title,Writer 1 Name,Writer 1 Share\nGhost Town,X,forty\n');
    const text = await readFile(configFile(), 'utf8');
    await expect(run({ sheet: join(dir, 'bad.csv') })).rejects.toThrow(SheetError);
    await expect(run({ sheet: join(dir, 'bad.csv') })).rejects.toThrow(
      /bad\.csv:2: Writer 1 Share 'forty' is not a number/,
    );
    expect(await readFile(configFile(), 'utf8')).toBe(text);
  });

  it("names each master inside the catalog's delivery folder as what its licence delivers, and says where the rest are", async () => {
    const file = join(dir, 'delivering.yaml');
    // The masters' own folder as the delivery folder, relative to the config.
    await writeFile(file, shipped.replace('delivery: { folder: delivery }', 'delivery: { folder: masters/cut-downs }'));
    await run({ configFile: file, publicDir: join(dir, 'public-delivering'), prefer: 'sheet' });
    const inCutDowns = lines.find((line) => line.includes('outside the delivery folder'));
    expect(inCutDowns).toMatch(
      /^ {2}\d+ masters outside the delivery folder .*masters\/cut-downs are not named for delivery \(.*Blue Hour\.wav, .*\): move them into the folder/,
    );
    await writeFile(file, shipped.replace('delivery: { folder: delivery }', 'delivery: { folder: masters }'));
    const result = await run({ configFile: file, publicDir: join(dir, 'public-delivering-2'), prefer: 'sheet' });
    const blueHour = result.added.find((track) => track.id === 'blue-hour')!;
    expect(blueHour.delivery).toEqual({ master: 'Blue Hour.wav' });
    expect(blueHour.versions!.map((version) => [version.label, version.delivery])).toEqual([
      ['Instrumental', { master: 'Blue Hour (Instrumental).wav' }],
      ['30 s cut', { master: 'cut-downs/Blue Hour - 30s.wav' }],
    ]);
    const written = await readFile(file, 'utf8');
    expect(written).toContain('        delivery: { master: Blue Hour.wav }\n');
    expect(written).toContain(
      '{ label: 30 s cut, audio: /audio/blue-hour-30-s-cut.mp3, delivery: { master: cut-downs/Blue Hour - 30s.wav } }',
    );
    expect(validateConfigSource(written, file).ok).toBe(true);
    expect(lines.join('\n')).not.toContain('not named for delivery');
  });
});

describe('runImport of a master whose name no download link can carry', { timeout: 60_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-import-name-'));
    // U+0085 (NEL), a C1 control every file system of a Mac, Windows or Linux takes in a name.
    await mkdir(join(dir, 'delivery'));
    await writeWav(
      join(dir, 'delivery', 'Dawn\u0085Light.wav'),
      { seconds: 1, seed: 9 },
      { id3: { title: 'Dawn Light', composers: ['Marlowe Kane'] } },
    );
    await writeFile(join(dir, 'site.yaml'), await readFile(join(repoRoot, 'site.config.yaml'), 'utf8'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('imports the track, names no master for it, and says which file and why', async () => {
    const lines: string[] = [];
    const configFile = join(dir, 'site.yaml');
    const result = await runImport({
      paths: [join(dir, 'delivery')],
      configFile,
      publicDir: join(dir, 'public'),
      threads: 1,
      defaults: { vocals: 'instrumental' },
      log: (l) => lines.push(l),
    });
    expect(
      result.added.map((track) => [track.title, track.delivery]),
      lines.join('\n'),
    ).toEqual([['Dawn Light', undefined]]);
    const written = await readFile(configFile, 'utf8');
    expect(written).not.toContain('Dawn\u0085Light');
    expect(validateConfigSource(written, configFile).ok).toBe(true);
    expect(lines.find((line) => line.includes('not named for delivery'))).toMatch(
      /^ {2}1 master in the delivery folder is not named for delivery, its name is one no download link can carry: .*Dawn\\u\{85\}Light\.wav \(the path holds U\+0085, .*\)\. Rename it, then give its track delivery: \{ master: … \}\.$/,
    );
  });
});
