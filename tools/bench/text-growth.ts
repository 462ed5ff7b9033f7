import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, isMap, isSeq, isScalar } from 'yaml';
import { mulberry32 } from '../../scripts/random.ts';
import { gzip } from './compress.ts';

/** Prose with the shape of a bio: sentences of ordinary words, no repeats a compressor could fold away. */
function prose(characters: number, seed: number): string {
  const words = [
    'score',
    'cue',
    'mix',
    'brief',
    'director',
    'scene',
    'tempo',
    'strings',
    'session',
    'deadline',
    'trailer',
    'campaign',
    'stems',
    'vocal',
    'cut',
    'edit',
    'client',
    'agency',
    'reel',
    'supervisor',
    'budget',
    'season',
    'episode',
    'finale',
    'launch',
    'spot',
    'montage',
    'theme',
    'motif',
    'bridge',
  ];
  const random = mulberry32(seed);
  const next = () => Math.floor(random() * 2 ** 32);
  const out: string[] = [];
  let length = 0;
  while (length < characters) {
    const sentence = Array.from({ length: 6 + (next() % 10) }, () => words[next() % words.length]).join(' ');
    const text = `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
    out.push(text);
    length += text.length + 1;
  }
  return out.join(' ').slice(0, characters);
}

/**
 * The config's text with `characters` more prose spread over the sections' intros (every
 * section that has one), as an artist writing a longer site would. Returns the new text and
 * how many characters were added.
 */
export function withMoreProse(source: string, characters: number): { source: string; added: number } {
  const doc = parseDocument(source);
  const sections = doc.get('sections');
  if (!isSeq(sections)) throw new Error('the config has no sections list');
  const withIntro = sections.items.filter((section) => isMap(section) && isScalar(section.get('intro', true)));
  if (withIntro.length === 0) throw new Error('no section has an intro to lengthen');
  const share = Math.ceil(characters / withIntro.length);
  let added = 0;
  withIntro.forEach((section, index) => {
    if (!isMap(section)) return;
    const extra = ` ${prose(share - 1, index + 1)}`;
    section.set('intro', `${String(section.get('intro'))}${extra}`);
    added += extra.length;
  });
  return { source: doc.toString({ lineWidth: 0 }), added };
}

export interface BuildBytes {
  /** Every JavaScript file of the build, by name (names carry content hashes), gzip bytes. */
  js: Record<string, number>;
  /** Sum of the above. */
  jsGzip: number;
  /** index.html, gzip bytes. */
  htmlGzip: number;
}

export async function buildBytes(dir: string): Promise<BuildBytes> {
  const assets = path.join(dir, 'assets');
  const names = (await readdir(assets)).filter((name) => name.endsWith('.js')).sort();
  const js = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, gzip(await readFile(path.join(assets, name))).length] as const)),
  );
  const jsGzip = Object.values(js).reduce((sum, bytes) => sum + bytes, 0);
  return { js, jsGzip, htmlGzip: gzip(await readFile(path.join(dir, 'index.html'))).length };
}

export interface TextGrowth {
  charactersAdded: number;
  jsGrowthGzip: number;
  htmlGrowthGzip: number;
  /** JavaScript files that exist in only one of the builds: none when no script depends on the text. */
  changedJs: string[];
  jsPer1000Characters: number;
  htmlPer1000Characters: number;
}

export function textGrowth(base: BuildBytes, grown: BuildBytes, charactersAdded: number): TextGrowth {
  const changedJs = [...new Set([...Object.keys(base.js), ...Object.keys(grown.js)])]
    .filter((name) => !(name in base.js && name in grown.js))
    .sort();
  const per1000 = (bytes: number) => Math.round((bytes / charactersAdded) * 1000);
  const jsGrowthGzip = grown.jsGzip - base.jsGzip;
  const htmlGrowthGzip = grown.htmlGzip - base.htmlGzip;
  return {
    charactersAdded,
    jsGrowthGzip,
    htmlGrowthGzip,
    changedJs,
    jsPer1000Characters: per1000(jsGrowthGzip),
    htmlPer1000Characters: per1000(htmlGrowthGzip),
  };
}
