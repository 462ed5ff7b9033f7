/**
 * `npm run bench:styles -- [FOLDER…]`: find by sound on material the kit did not make. A folder
 * of the detect bench's General MIDI arrangements (style-bpm-key-mode-hash.wav, the default:
 * .bench/detect, written by bench:detect) is grouped by style, its free-time pieces left out;
 * any other folder is one collection of real recordings (and each subfolder an album). Every file
 * is decoded by ffmpeg and described by the kit's own code; then, ranked as the site ranks,
 * "more like this" and a temp-track file (leave-one-out) by style, the same by collection, and a
 * 30 s excerpt of each real recording (a gain change, MP3 at 128 kb/s) found back at rank 1; and
 * the sound file's size and a search's cost at 5,000 tracks. Each figure beside chance, the
 * attainable and its target. Saved to bench/styles.json. A measurement: it exits 0 whatever it finds.
 *   npm run bench:styles -- .bench/detect /path/to/recordings/wesnoth /path/to/recordings/singularity
 */
import { readdir, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineCommand, UsageError, wholeNumber } from '../../scripts/cli/command.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { mulberry32, seedOf } from '../../scripts/random.ts';
import { STEADY_STYLES } from './detect-arrangements.ts';
import { eachAtOnce } from './each-at-once.ts';
import { featureMsPerMinute, grownPrints, grownSounds, scaleCosts } from './similar-costs.ts';
import type { CatalogTrack } from './similar-run.ts';
import { describeExcerpt, describeFile, RATE, stereoOf } from './styles-audio.ts';
import { excerptFigures, groupFigures, type BenchTrack } from './styles-run.ts';
import { stylesTable, type StylesFigures } from './styles-table.ts';

const AUDIO = /\.(flac|ogg|oga|opus|mp3|wav|aiff?|m4a)$/i;
const SIZE_TRACKS = 5000;

async function audioFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && AUDIO.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The style a detect arrangement's name starts with, or null for a free-time piece or another file. */
export const styleOfName = (name: string): string | null =>
  STEADY_STYLES.find((style) => new RegExp(`^${style}-\\d+-[A-G][bs#]?-(major|minor)-`).test(path.basename(name))) ??
  null;

interface Source {
  file: string;
  name: string;
  set: 'styles' | 'real';
  group: string;
  album: string;
}

async function sourcesOf(folder: string, shown: string): Promise<Source[]> {
  const files = await audioFiles(folder);
  const styled = files.filter((file) => styleOfName(file));
  if (styled.length > 0)
    return styled.map((file) => {
      const style = styleOfName(file)!;
      return { file, name: path.basename(file), set: 'styles', group: style, album: style };
    });
  const collection = path.basename(folder);
  if (files.length === 0) throw new UsageError(`${shown}: no audio files (FLAC, OGG, Opus, MP3, WAV, AIFF, M4A)`);
  return files.map((file) => ({
    file,
    name: path.relative(path.dirname(folder), file),
    set: 'real',
    group: collection,
    album: `${collection}/${path.relative(folder, path.dirname(file)) || '.'}`,
  }));
}

export default defineCommand({
  name: 'bench:styles',
  summary:
    'Find by sound on material the kit did not make: GM arrangements by style, real recordings by collection, excerpts of them found back; each figure against chance, the attainable and its target.',
  usage: ['[FOLDER…] [--seed S] [--jobs N]'],
  options: {
    seed: {
      type: 'string',
      default: '1',
      value: 'S',
      help: 'where each excerpt starts and its gain: the same seed, the same excerpts',
    },
    jobs: {
      type: 'string',
      default: String(availableParallelism()),
      value: 'N',
      help: 'files decoded and described at once',
    },
  },
  positionals: { min: 0, max: Infinity, name: 'FOLDER' },
  site: 'none',
  async run({ values, positionals }) {
    const seed = wholeNumber('seed', values.seed)!;
    const jobs = wholeNumber('jobs', values.jobs, 1)!;
    const progress = (message: string) => process.stderr.write(`[bench:styles] ${message}\n`);
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const given = positionals.length ? positionals : [path.join(repoRoot, '.bench/detect')];
    const sources: Source[] = [];
    for (const shown of given) {
      const folder = path.resolve(cwd, shown);
      const found = await stat(folder).catch(() => null);
      if (!found?.isDirectory())
        throw new UsageError(
          `${shown}: no such folder${positionals.length ? '' : ' (run npm run bench:detect first, or name the folders)'}`,
        );
      sources.push(...(await sourcesOf(folder, shown)));
    }
    // Each excerpt drawn from the seed and its file's name: adding or removing other files (another
    // seed's renders in .bench/detect) once moved every draw after them.
    const draws = sources.map(({ name }) => {
      const rng = mulberry32((seed ^ seedOf(name)) >>> 0);
      return { at: rng(), gainDb: Math.round((-6 + 10 * rng()) * 10) / 10 };
    });
    progress(`describing ${sources.length} files, ${jobs} at once (decoded audio cached in .out/bench-styles)`);
    let done = 0;
    const tracks = await eachAtOnce(sources, jobs, async (source) => {
      const index = sources.indexOf(source);
      const described = await describeFile(source.file);
      const excerpt =
        source.set === 'real' ? await describeExcerpt(source.file, draws[index]!.at, draws[index]!.gainDb) : undefined;
      if (++done % 20 === 0 || done === sources.length) progress(`${done}/${sources.length} described`);
      return { source, track: { name: source.name, group: source.group, described, ...(excerpt && { excerpt }) } };
    });
    const of = (set: Source['set'], by: 'group' | 'album' = 'group'): BenchTrack[] =>
      tracks.filter(({ source }) => source.set === set).map(({ source, track }) => ({ ...track, group: source[by] }));
    const styled = of('styles');
    const real = of('real');
    const all = tracks.map(({ track }) => track);
    const groups = [...new Set(all.map((track) => track.group))];
    // The 5,000-track catalog grown from these tracks, each group's spread kept, for the file's size and the search's cost.
    const asCatalog = all.map((track): CatalogTrack => ({
      recipe: groups.indexOf(track.group),
      seed: 0,
      sound: track.described.sound,
      print: track.described.print,
      genre: track.group,
      moods: [],
      bpm: 0,
    }));
    progress('ranking, then timing the features on one core');
    const timed = sources.find((source) => source.set === 'real') ?? sources[0]!;
    const figures: StylesFigures = {
      ...(styled.length > 1 && { styles: groupFigures(styled) }),
      ...(real.length > 1 && { collections: groupFigures(real), albums: groupFigures(of('real', 'album')) }),
      ...(real.length > 0 && { excerpts: excerptFigures(real) }),
      scale: scaleCosts(
        grownSounds(asCatalog, SIZE_TRACKS, seed),
        grownPrints(asCatalog, SIZE_TRACKS, seed),
        real[0]?.excerpt?.query ?? all[0]!.described.query,
        50,
      ),
      featuresMsPerMinute: featureMsPerMinute(...(await stereoOf(timed.file)), RATE, 11),
    };
    process.stdout.write(`${stylesTable(figures)}\n`);
    // Every sound, so weights can be tried on them without decoding again.
    await writeFile(
      path.join(repoRoot, '.out/bench-styles/sounds.json'),
      JSON.stringify(
        tracks.map(({ source, track }) => ({
          name: source.name,
          set: source.set,
          group: source.group,
          album: source.album,
          sound: track.described.sound,
          excerpt: track.excerpt?.sound,
        })),
      ),
    );
    await writeFile(
      path.join(repoRoot, 'bench/styles.json'),
      `${JSON.stringify({ date: new Date().toISOString(), folders: given.map((folder) => path.basename(folder)), seed, ...figures }, null, 2)}\n`,
    );
    return 0;
  },
});
