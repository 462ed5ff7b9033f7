import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../test/compiled-schema.ts';
import type { SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { repoRoot } from '../../config/config-path.ts';
import { loadSiteConfig } from '../../config/load-config.ts';
import { arabicFixtureTracks, fixtureTracks } from './tracks.fixture.ts';
import { writeOneSheet } from './write-one-sheet.tsx';

// Poppler (pdfinfo, pdffonts, pdftotext, pdftoppm) and zbar (zbarimg) read the PDF as any viewer would.
const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });
const pdfInfo = (file: string) =>
  Object.fromEntries(
    run('pdfinfo', [file])
      .split('\n')
      .map((line) => line.split(/:\s+/, 2)),
  );
/** Rows of `pdffonts`: name, then whether the font is embedded. */
const fonts = (file: string) =>
  run('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      return { name: columns[0], embedded: columns.at(-5) };
    });
// pdftotext marks right-to-left runs with bidi controls; the facts are what matter.
const text = (file: string) =>
  run('pdftotext', ['-enc', 'UTF-8', file, '-']).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
/** Each word's box; pdftotext -bbox writes right-to-left words in drawing order, so they are turned back. */
const wordBoxes = (file: string) =>
  [
    ...run('pdftotext', ['-bbox', file, '-']).matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map(
    // Every group takes part in a match (the word's text possibly empty).
    ([, xMin, yMin, xMax, yMax, word = '']) => ({
      xMin: Number(xMin),
      xMax: Number(xMax),
      height: Number(yMax) - Number(yMin),
      text: /\p{Script=Arabic}/u.test(word) ? [...word].reverse().join('') : word,
    }),
  );
function decodeQr(file: string, dir: string): string[] {
  run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
  const png = readdirSync(dir).find((name) => name.startsWith('page') && name.endsWith('.png'))!;
  return run('zbarimg', ['--quiet', '--raw', path.join(dir, png)])
    .trim()
    .split('\n');
}

let dir: string;
const outDir = (name: string) => mkdtempSync(path.join(dir, `${name}-`));
const built = async (config: SiteConfig, tracks = fixtureTracks) => {
  const result = await writeOneSheet(config, outDir('sheet'), tracks);
  if ('skipped' in result) throw new Error(`unexpectedly skipped: ${result.skipped}`);
  return result;
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'one-sheet-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the one-sheet of the shipped config', () => {
  let shipped: SiteConfig;
  let file: string;
  let bytes: number;
  beforeAll(async () => {
    shipped = await loadSiteConfig(path.join(repoRoot, 'site.config.yaml'));
    ({ file, bytes } = await built(shipped));
  }, 60_000);

  it('is one or two A4 pages of at most 1 MB', () => {
    const info = pdfInfo(file);
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(1);
    expect(Number(info.Pages)).toBeLessThanOrEqual(2);
    expect(info['Page size']).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)/);
    expect(bytes).toBeLessThanOrEqual(1_000_000);
    expect(path.basename(file)).toBe('one-sheet.pdf');
  });

  it('embeds every font it uses', () => {
    const used = fonts(file);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((font) => font.embedded !== 'yes')).toEqual([]);
  });

  it('holds the facts: artist, figures, placements, tracks with their facts, contact and site', () => {
    const content = text(file);
    for (const fact of [
      'Marlowe Kane',
      // Printed in capitals, as the eyebrow over the name.
      'MUSIC PRODUCER & SONGWRITER',
      '120+',
      'Harbor Lights',
      'Night Drive',
      '2:34',
      'A minor',
      // The flat sign needs its own face: without it the key would print as "E major".
      'E♭ major',
      'Tense, Driving',
      'One-stop',
      'Pre-cleared',
      'bookings@marlowekane.com',
      'marlowekane.com',
    ]) {
      expect(content).toContain(fact);
    }
    // The tempo sits on the track's row: title, duration, BPM.
    expect(content).toMatch(/Night Drive\s+2:34\s+92\b/);
    // A track with no steady tempo says so where the number would be.
    expect(content).toMatch(/Low Tide\s+3:21\s+Free time\s+E♭ major/);
  });

  it('lists no more tracks than oneSheet.trackCount', async () => {
    const { file: fewer } = await built({ ...shipped, oneSheet: { ...shipped.oneSheet, trackCount: 2 } });
    const content = text(fewer);
    expect(content).toContain('Golden Hour');
    expect(content).not.toContain('Paper Lanterns');
  }, 60_000);

  // Two programs run (pdftoppm, zbarimg): on a busy machine that takes longer than the default 5 s.
  it('has a QR code that opens the site', () => {
    expect(decodeQr(file, outDir('qr'))).toEqual(['https://marlowekane.com/']);
  }, 30_000);

  it('prints on Letter paper when the config asks', async () => {
    const { file: letter } = await built({
      ...shipped,
      oneSheet: { ...shipped.oneSheet, paper: 'Letter', fileName: 'pitch.pdf' },
    });
    expect(pdfInfo(letter)['Page size']).toMatch(/^612 x 792 pts \(letter\)/);
    expect(path.basename(letter)).toBe('pitch.pdf');
    expect(Number(pdfInfo(letter).Pages)).toBeLessThanOrEqual(2);
  }, 60_000);

  it('says in one line why it wrote nothing', async () => {
    expect(
      await writeOneSheet(
        { ...shipped, oneSheet: { ...shipped.oneSheet, enabled: false } },
        outDir('off'),
        fixtureTracks,
      ),
    ).toEqual({
      skipped: 'oneSheet.enabled is false in the config',
    });
    const japanese = await writeOneSheet(
      { ...shipped, artist: { ...shipped.artist, name: '山田 花子' } },
      outDir('ja'),
      fixtureTracks,
    );
    expect(japanese).toEqual({
      skipped: expect.stringMatching(/^the sheet's fonts cannot draw '山' \(U\+5C71\) in "山田 花子"/),
    });
  });

  it('fails instead, naming the character, when oneSheet.required is set: an emoji or CJK text anywhere', async () => {
    const required = { ...shipped.oneSheet, required: true };
    await expect(
      writeOneSheet(
        { ...shipped, oneSheet: required, artist: { ...shipped.artist, name: '山田 花子' } },
        outDir('ja-required'),
        fixtureTracks,
      ),
    ).rejects.toThrow(
      /^one-sheet: the sheet's fonts cannot draw '山' \(U\+5C71\) in "山田 花子", and oneSheet.required is true$/,
    );
    await expect(
      writeOneSheet(
        { ...shipped, oneSheet: { ...required, bio: 'Scores for film 🎬 and TV.' } },
        outDir('emoji-required'),
        fixtureTracks,
      ),
    ).rejects.toThrow(/cannot draw '🎬' \(U\+1F3AC\)/);
  });

  it('wraps a word too long for a line instead of running off the page', async () => {
    const long = 'x'.repeat(300);
    const { file: wrapped } = await built({
      ...shipped,
      oneSheet: { ...shipped.oneSheet, bio: `Composer. ${long} Scores for film.` },
    });
    const pageWidth = Number(/^([\d.]+) x/.exec(pdfInfo(wrapped)['Page size']!)![1]);
    const boxes = wordBoxes(wrapped);
    expect(Math.max(...boxes.map((word) => word.xMax))).toBeLessThanOrEqual(pageWidth - 20);
    // Every character is still there, broken only at the lines' ends.
    expect(
      boxes
        .filter((word) => /^x+-?$/.test(word.text))
        .map((word) => word.text.replace(/-$/, ''))
        .join(''),
    ).toBe(long);
  }, 60_000);
  it('names the setting whose file is missing from public/', async () => {
    const missing = {
      ...shipped,
      meta: { ...shipped.meta, shareImage: { ...shipped.meta.shareImage, src: '/images/missing.png' } },
    };
    await expect(writeOneSheet(missing, outDir('missing'), [])).rejects.toThrow(
      'one-sheet: meta.shareImage.src is /images/missing.png, but public/images/missing.png does not exist',
    );
    const outside = {
      ...shipped,
      meta: { ...shipped.meta, shareImage: { ...shipped.meta.shareImage, src: '/../site.config.png' } },
    };
    await expect(writeOneSheet(outside, outDir('outside'), [])).rejects.toThrow(
      'one-sheet: meta.shareImage.src is /../site.config.png, which leads out of public/',
    );
  });
});

describe('the one-sheets of the examples', () => {
  it.each(['second-artist', 'light-theme'])(
    '%s: embedded fonts, its facts and a QR code to its site',
    async (name) => {
      const config = await loadSiteConfig(path.join(repoRoot, 'examples', `${name}.yaml`));
      const { file, bytes } = await built(config);
      expect(bytes).toBeLessThanOrEqual(1_000_000);
      expect(Number(pdfInfo(file).Pages)).toBeLessThanOrEqual(2);
      expect(fonts(file).filter((font) => font.embedded !== 'yes')).toEqual([]);
      const content = text(file);
      expect(content).toContain(config.artist.name);
      expect(content).toContain(config.oneSheet.email!);
      expect(decodeQr(file, outDir('qr'))).toEqual([new URL(config.site.url).href]);
    },
    60_000,
  );

  it('rtl-arabic: Arabic text in its own words, right to left, with its fonts embedded', async () => {
    const config = await loadSiteConfig(path.join(repoRoot, 'examples', 'rtl-arabic.yaml'));
    const { file } = await built(config, arabicFixtureTracks);
    expect(fonts(file).filter((font) => font.embedded !== 'yes')).toEqual([]);
    expect(fonts(file).map((font) => font.name)).toContainEqual(expect.stringMatching(/IBMPlexSansArabic/));
    const content = text(file);
    // pdftotext rebuilds reading order from glyph positions and garbles some ligatures and the space
    // around a comma; these words come back whole when the sheet is laid out right to left.
    for (const fact of [
      'ليلى حداد',
      'أعمال مختارة',
      'قيادة ليلية',
      'توتر',
      'اندفاع',
      'ترخيص شامل',
      'studio@laylahaddad.example',
    ]) {
      expect(content).toContain(fact);
    }
    expect(decodeQr(file, outDir('qr'))).toEqual(['https://laylahaddad.example/']);
    // The name (the sheet's largest type) reads from the right margin leftwards: its first word is the rightmost.
    const boxes = wordBoxes(file);
    const largest = Math.max(...boxes.map((word) => word.height));
    const words = boxes.filter((word) => word.height === largest);
    expect(
      words
        .sort((a, b) => b.xMin - a.xMin)
        .map((word) => word.text)
        .join(' '),
    ).toBe(config.artist.name);
    expect(Math.max(...words.map((word) => word.xMax))).toBeCloseTo(595.28 - 32, 0);
    // The bio's closing full stop ends its sentence on the left, as right-to-left text does.
    const about = config.sections.find((section) => section.type === 'about');
    const lastWord = about?.type === 'about' ? about.paragraphs[0].split(' ').at(-1) : undefined;
    expect(lastWord).toMatch(/\.$/);
    expect(boxes.map((word) => word.text)).toContain(lastWord);
  }, 60_000);
});
