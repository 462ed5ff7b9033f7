// A composer's folder of untagged bounces, as a DAW leaves them: with the writer and the vocals
// given once (on the command line or as the catalog's importDefaults) it imports with exit 0,
// tempo and key read from the file names where they are written, planned to be measured where not.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeBounce } from '../test/audio/bounces.ts';
import { repoRoot } from '../config/config-path.ts';
import { shippedAway } from '../config/fixtures/shipped-edits.ts';
import { drums } from '../test/audio/test-signals.ts';
import { ffmpegLoudness, writeFloatWav } from '../test/audio/loudness-test-signals.ts';
import { runImport } from './run-import.ts';
import { scaledTo } from '../test/audio/preview-test-master.ts';
import { timeoutFor } from '../test/timeout.ts';

function cli(
  command: string,
  args: readonly string[],
  cwd: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, 'scripts/cli.ts'), command, ...args],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          INIT_CWD: cwd,
          SITE_CONFIG: join(cwd, 'site.yaml'),
          SITE_PUBLIC_DIR: join(cwd, 'public'),
        },
      },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

type Track = { title: string; measured?: unknown };
const tracksOf = (text: string): Track[] =>
  (parse(text) as { sections: { type: string; tracks: Track[] }[] }).sections.find(
    (section) => section.type === 'catalog',
  )!.tracks;

type Measured = {
  title: string;
  bpm: number;
  key: string;
  measured?: { bpm?: { confidence: number }; key?: { confidence: number }; energy?: { confidence: number } };
};
/** Within 4 % of the tempo played, or of its half or double: the bench scores the detector; this test scores the import. */
const nearTempo = (measured: number, played: number) =>
  [played, played / 2, played * 2].some((t) => Math.abs(measured - t) <= 0.04 * t);

const CATALOG_HEADER = '  - type: catalog\n    id: catalog\n';

describe('a folder of untagged bounces', { timeout: 120_000 }, () => {
  let dir: string;
  const shipped = shippedAway;
  /** The shipped site with `lines` added to its catalog section, as site.yaml. */
  const writeCatalogWith = async (lines: string) => {
    const edited = shipped.replace(CATALOG_HEADER, CATALOG_HEADER + lines);
    expect(edited).not.toBe(shipped);
    await writeFile(join(dir, 'site.yaml'), edited);
  };
  /** The import run in-process on `folder` against that site.yaml, its report's lines kept. */
  const importFolder = async (
    folder: string,
    options: Pick<Parameters<typeof runImport>[0], 'threads' | 'defaults'>,
  ) => {
    const lines: string[] = [];
    const result = await runImport({
      paths: [join(dir, folder)],
      configFile: join(dir, 'site.yaml'),
      publicDir: join(dir, 'public'),
      ...options,
      log: (l) => lines.push(l),
    });
    return { result, lines };
  };
  // Six bounces, 92 s of audio, synthesised: 1.5 CPU s (3.1 before the generator took its pitches once a bar).
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-bounces-'));
    // The shipped tracks' audio, which check:config reads beside the imported previews.
    await cp(join(repoRoot, 'public/audio'), join(dir, 'public/audio'), { recursive: true });
    // Named as producers name them: with the tempo and key (named/), with the key alone or neither (bounces/).
    await mkdir(join(dir, 'named'));
    await mkdir(join(dir, 'bounces'));
    await writeBounce(join(dir, 'named', 'Midnight Run 120bpm Am.wav'), {
      seconds: 16,
      bpm: 120,
      key: 'A minor',
      seed: 1,
    });
    await writeBounce(join(dir, 'named', 'Midnight Run 120bpm Am - 30s.wav'), {
      seconds: 8,
      bpm: 120,
      key: 'A minor',
      seed: 2,
    });
    await writeBounce(join(dir, 'named', 'Harbour Lights - 128 BPM - Ebm.wav'), {
      seconds: 12,
      bpm: 128,
      key: 'E♭ minor',
      seed: 6,
    });
    await writeBounce(join(dir, 'bounces', 'Sunrise.wav'), { seconds: 16, bpm: 100, key: 'C major', seed: 3 });
    await writeBounce(join(dir, 'bounces', 'Last Light_Fm.wav'), { seconds: 16, bpm: 90, key: 'F minor', seed: 4 });
    await mkdir(join(dir, 'drones'));
    await writeBounce(join(dir, 'drones', 'Haze.wav'), { seconds: 12, seed: 5 });
  }, timeoutFor(2));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('imports with --writer and --vocals, exit 0: tempo and key from the file names, unmarked, the loudness measured, and the YAML passes check:config', async () => {
    await writeFile(join(dir, 'site.yaml'), shipped);
    const run = await cli('import', ['named', '--writer', 'Mia Park:100:ASCAP', '--vocals', 'instrumental'], dir);
    expect(run.stderr.replace(/^.*realtime.*\n/gm, '')).toBe('');
    expect(run.code).toBe(0);
    const text = await readFile(join(dir, 'site.yaml'), 'utf8');
    const added = tracksOf(text).slice(-2);
    expect(added).toMatchObject([
      {
        title: 'Harbour Lights',
        bpm: 128,
        key: 'E♭ minor',
        vocals: 'instrumental',
        loudness: { integrated: expect.any(Number) },
      },
      {
        title: 'Midnight Run',
        bpm: 120,
        key: 'A minor',
        versions: [{ label: '30 s cut' }],
        rights: { writers: [{ name: 'Mia Park', share: 100, pro: 'ASCAP' }] },
      },
    ]);
    // Tempo and key came from the names: only the energy level, which no name gives, is measured.
    expect(added.map((t) => t.measured)).toEqual([
      { energy: { confidence: expect.any(Number) } },
      { energy: { confidence: expect.any(Number) } },
    ]);
    const check = await cli('check:config', [], dir);
    expect([check.code, check.stdout, check.stderr]).toEqual([0, expect.stringMatching(/site\.yaml is valid/), '']);
  });

  it('takes the writer and the vocals from the catalog’s importDefaults just as well', async () => {
    await writeCatalogWith(
      '    importDefaults:\n      writers: [{ name: Mia Park, share: 100 }]\n      vocals: instrumental\n',
    );
    const { result, lines } = await importFolder('named', { threads: 2 });
    expect([result.exitCode, result.added.map((t) => [t.title, t.rights.writers[0]?.name, t.vocals])]).toEqual([
      0,
      [
        ['Harbour Lights', 'Mia Park', 'instrumental'],
        ['Midnight Run', 'Mia Park', 'instrumental'],
      ],
    ]);
    // Every preview reached the catalog's loudness: nothing to say about it.
    expect(lines.filter((line) => line.includes('its preview plays at'))).toEqual([]);
  });

  it('says which preview the limiter could not bring to a loud catalog target, and what it plays at', async () => {
    const rate = 44100;
    await mkdir(join(dir, 'loud'));
    await writeFloatWav(
      join(dir, 'loud', 'Drum Wall 120bpm Am.wav'),
      rate,
      scaledTo([drums({ bpm: 120, seconds: 10, rate, style: 'rock' })], rate, -30),
    );
    await writeCatalogWith('    previewLoudness: { integrated: -8 }\n');
    const { result, lines } = await importFolder('loud', {
      threads: 1,
      defaults: { writers: [{ name: 'Mia Park', share: 100 }], vocals: 'instrumental' },
    });
    // Added all the same (the preview is as loud as its peaks allow); the report says how far off.
    expect(result.exitCode).toBe(0);
    const [line, ...more] = lines.filter((l) => l.includes('its preview plays at'));
    expect(more).toEqual([]);
    const [, lufs, under] =
      /Drum Wall: its preview plays at (-[\d.]+) LUFS, ([\d.]+) LU under the catalog's -8 LUFS: its peaks stand too far above its loudness to go higher under -1 dBTP/.exec(
        line ?? '',
      )!;
    expect(Number(under)).toBeGreaterThan(1);
    // What it says is what a listener hears: ffmpeg on the preview written.
    const heard = await ffmpegLoudness(join(dir, 'public/audio', `${result.added[0]!.id}.mp3`));
    expect(Math.abs(heard.integrated! - Number(lufs))).toBeLessThanOrEqual(0.3);
  });

  it('without the writer and the vocals, says what each track needs and adds nothing', async () => {
    await writeFile(join(dir, 'site.yaml'), shipped);
    const run = await cli('import', ['bounces', '--dry-run'], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '! Sunrise (Sunrise.wav) is not imported yet; it needs vocals (the Vocals column, --vocals or importDefaults: instrumental, vocal or both), its writers (tag TCOM, Writer 1 Name and Writer 1 Share in the sheet, --writer "Name" or importDefaults)',
    );
    const planned = await cli(
      'import',
      ['bounces', '--dry-run', '--writer', 'Mia Park', '--vocals', 'instrumental'],
      dir,
    );
    expect(planned.code).toBe(0);
    expect(planned.stdout).toContain('+ sunrise: Sunrise (main); BPM and key to be measured\n');
    expect(planned.stdout).toContain('+ last-light: Last Light (main); BPM to be measured\n');
  });

  it('measures what no tag, sheet or file name gives, marks it, and says how sure', async () => {
    await writeFile(join(dir, 'site.yaml'), shipped);
    const run = await cli('import', ['bounces', '--writer', 'Mia Park', '--vocals', 'instrumental'], dir);
    expect(run.code).toBe(0);
    const text = await readFile(join(dir, 'site.yaml'), 'utf8');
    const [lastLight, sunrise] = tracksOf(text).slice(-2) as [Measured, Measured];
    expect(lastLight).toMatchObject({
      title: 'Last Light',
      key: 'F minor',
      measured: { bpm: { confidence: expect.any(Number) } },
    });
    expect(lastLight.measured?.key).toBeUndefined();
    expect(nearTempo(lastLight.bpm, 90)).toBe(true);
    expect(sunrise).toMatchObject({
      title: 'Sunrise',
      key: 'C major',
      measured: { bpm: { confidence: expect.any(Number) }, key: { confidence: expect.any(Number) } },
    });
    expect(nearTempo(sunrise.bpm, 100)).toBe(true);
    expect(run.stdout).toMatch(
      new RegExp(
        `^  Sunrise: ${sunrise.bpm} BPM \\(measured, sure [01]\\.\\d\\d\\), C major \\(measured, sure [01]\\.\\d\\d\\), (low|medium|high) energy \\(measured, sure [01]\\.\\d\\d\\)$`,
        'm',
      ),
    );
    expect(run.stdout).toMatch(
      new RegExp(
        `^  Last Light: ${lastLight.bpm} BPM \\(measured, sure [01]\\.\\d\\d\\), (low|medium|high) energy \\(measured, sure [01]\\.\\d\\d\\)$`,
        'm',
      ),
    );
    expect(text).toContain(
      `        measured: { bpm: { confidence: ${sunrise.measured!.bpm!.confidence} }, key: { confidence: ${sunrise.measured!.key!.confidence} }, energy: { confidence: ${sunrise.measured!.energy!.confidence} } }\n`,
    );
    const check = await cli('check:config', [], dir);
    expect([check.code, check.stderr]).toEqual([0, '']);
  });

  it('imports a piece with no steady tempo or clear key without them, and says so: no number is invented', async () => {
    await writeFile(join(dir, 'site.yaml'), shipped);
    const run = await cli('import', ['drones', '--writer', 'Mia Park', '--vocals', 'instrumental'], dir);
    expect([run.code, run.stderr.replace(/^.*realtime.*\n/gm, '')]).toEqual([0, '']);
    expect(run.stdout).toMatch(
      /^ {2}Haze: (low|medium|high) energy \(measured, sure [01]\.\d\d\); no steady tempo: left without a BPM \(give one if it has a pulse\); no clear key: left without a key \(give one if it has one\)\n/m,
    );
    const [haze] = tracksOf(await readFile(join(dir, 'site.yaml'), 'utf8')).slice(-1) as Partial<Measured>[];
    expect(haze).toMatchObject({ title: 'Haze', loudness: expect.any(Object) });
    // Nothing heard, nothing marked: the build listens to the preview again and shows free time.
    expect([haze!.bpm, haze!.key, haze!.measured]).toEqual([
      undefined,
      undefined,
      { energy: { confidence: expect.any(Number) } },
    ]);
    const check = await cli('check:config', [], dir);
    expect([check.code, check.stderr]).toEqual([0, '']);
  });
});
