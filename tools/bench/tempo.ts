/**
 * `npm run bench:tempo`: the tempo measured on styles the detect bench never renders (drum & bass,
 * trap, bossa nova, funk, country, shuffle blues, waltz, metal, afrobeat, 8-beat pop: four pieces
 * each, unseen-arrangements.ts), beside Essentia and aubio on the same files. Each piece is MIDI
 * played through fluidsynth and a General MIDI soundfont, cached under .bench/unseen/. Essentia
 * (essentia.js, AGPL-3.0) is never a dependency of the kit: install it into a folder of its own
 * first, `npm install --prefix .bench/essentia essentia.js@0.1.3 --no-save`. With `--set detect`
 * it scores the detect bench's own eight styles at another seed instead, ours alone: the set the
 * tempo's weights are tuned on, so the unseen styles are checked, not fitted. A measurement: it
 * exits 0 when a target is missed, 1 when a tool is missing. Several seeds (`--seed 1,2,3,4`) are
 * each saved as one alone would be, and scored together: the same ten styles at other keys and
 * arrangements, where one seed's 40 files move by 2.5 % a file.
 *   npm run bench:tempo -- --per-style 4 --seconds 30
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineCommand, UsageError, wholeNumber } from '../../scripts/cli/command.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { aubioTempo } from './detect-external.ts';
import { ourAnswer } from './detect-ours.ts';
import { renderSet, type RenderItem } from './detect-render.ts';
import { detectSet, pieceOf } from './detect-set.ts';
import { RENDER_OPTIONS, installLines, missingOf, REQUIRED_TOOLS } from './detect-tools.ts';
import { eachAtOnce } from './each-at-once.ts';
import { essentiaInstall, essentiaTempo, loadEssentia } from './tempo-essentia.ts';
import { seedSummary, tempoTable, type TempoFile } from './tempo-figures.ts';
import { unseenPiece, unseenSet } from './unseen-arrangements.ts';
import type { Piece } from './detect-arrangements.ts';

interface BenchItem extends RenderItem {
  style: string;
  bpm: number;
}

export default defineCommand({
  name: 'bench:tempo',
  summary:
    'Measures tempo on MIDI arrangements in ten styles the detect bench never renders, beside Essentia (essentia.js, installed outside the kit) and aubio on the same files.',
  usage: ['[--set unseen|detect] [--per-style N] [--seconds S] [--seed S[,S...]] [--jobs N] [--soundfont FILE.sf2]'],
  options: {
    set: {
      type: 'string',
      default: 'unseen',
      value: 'unseen|detect',
      help: "unseen: the ten styles the detect bench never renders; detect: the detect bench's eight styles, ours alone (to tune on)",
    },
    'per-style': { type: 'string', default: '4', value: 'N', help: 'pieces of each style' },
    seconds: { type: 'string', default: '30', value: 'S', help: 'length of each piece' },
    seed: {
      type: 'string',
      default: '1',
      value: 'S[,S...]',
      help: 'the seed every arrangement comes from; several, comma-separated, are scored each and together',
    },
    ...RENDER_OPTIONS,
    essentia: {
      type: 'string',
      default: '.bench/essentia',
      value: 'DIR',
      help: `where essentia.js (AGPL-3.0, never a dependency of the kit) is installed: ${essentiaInstall('.bench/essentia')}`,
    },
  },
  positionals: { max: 0 },
  site: 'none',
  async run({ values }) {
    const perStyle = wholeNumber('per-style', values['per-style'], 1)!;
    const seconds = wholeNumber('seconds', values.seconds, 5)!;
    const seeds = [...new Set(values.seed.split(',').map((seed) => wholeNumber('seed', seed.trim())!))];
    const jobs = wholeNumber('jobs', values.jobs, 1)!;
    const unseen = values.set === 'unseen';
    if (!unseen && values.set !== 'detect') throw new UsageError(`--set is unseen or detect, not ${values.set}`);
    const missing = missingOf(REQUIRED_TOOLS, values.soundfont);
    if (missing.length > 0) {
      process.stderr.write(['bench:tempo needs what this machine lacks:', ...installLines(missing), ''].join('\n'));
      return 1;
    }
    const essentiaDir = path.resolve(repoRoot, values.essentia);
    const essentia = unseen ? loadEssentia(essentiaDir) : undefined;
    if (unseen && !essentia) {
      process.stderr.write(
        `bench:tempo compares with Essentia, which is not in ${essentiaDir}. Install it there (AGPL-3.0: never into the kit):\n  ${essentiaInstall(values.essentia)}\n`,
      );
      return 1;
    }
    const source = `soundfont ${values.soundfont}${essentia ? `, essentia.js 0.1.3 from ${path.relative(repoRoot, essentiaDir)}` : ''}`;
    const pooled: TempoFile[] = [];
    const summaries: string[] = [];
    for (const seed of seeds) {
      const files = await benchSeed({ unseen, perStyle, seconds, seed, jobs, soundfont: values.soundfont, essentia });
      const { text, figures } = tempoTable(files);
      if (seeds.length === 1)
        process.stdout.write(`\n${text}\n${files.length} files of about ${seconds} s, seed ${seed}, ${source}\n`);
      summaries.push(seedSummary(seed, figures));
      pooled.push(...files.map((file) => ({ ...file, id: `${file.id}, seed ${seed}` })));
      if (unseen) {
        await mkdir(path.join(repoRoot, 'bench'), { recursive: true });
        await writeFile(
          // One file a seed: the default seed's is the figure the docs quote, the others a look beyond it.
          path.join(repoRoot, seed === 1 ? 'bench/tempo-unseen.json' : `bench/tempo-unseen-seed${seed}.json`),
          `${JSON.stringify({ date: new Date().toISOString(), seed, seconds, ...figures, files }, null, 2)}\n`,
        );
      }
    }
    if (seeds.length > 1)
      process.stdout.write(
        `\n${summaries.join('\n')}\n\n${tempoTable(pooled).text}\n${pooled.length} files of about ${seconds} s, seeds ${seeds.join(', ')}, ${source}\n`,
      );
    return 0;
  },
});

const progress = (message: string) => process.stderr.write(`[bench:tempo] ${message}\n`);

/** One seed's files rendered (or found cached) and read by each tool. */
async function benchSeed(options: {
  unseen: boolean;
  perStyle: number;
  seconds: number;
  seed: number;
  jobs: number;
  soundfont: string;
  essentia: ReturnType<typeof loadEssentia>;
}): Promise<TempoFile[]> {
  const { unseen, perStyle, seconds, seed, jobs, soundfont, essentia } = options;
  const items: BenchItem[] = unseen
    ? unseenSet(perStyle, seed)
    : detectSet(Math.min(perStyle, 24), 0, seed).map((item) => ({ ...item, bpm: item.bpm! }));
  const arrange = (item: BenchItem, length: number): Piece =>
    unseen ? unseenPiece(item as ReturnType<typeof unseenSet>[number], length) : pieceOf(item as never, length);
  // Other seeds of the detect styles stay out of .bench/detect: bench:styles reads that folder whole,
  // and its excerpts are drawn in order over every file there.
  const cache = path.join(repoRoot, unseen ? '.bench/unseen' : '.bench/tempo-detect');
  progress(
    `seed ${seed}: rendering ${items.length} pieces of ${seconds} s into ${path.relative(repoRoot, cache)}/ (cached)`,
  );
  const rendered = await renderSet(items, arrange, seconds, cache, soundfont, jobs, (done) => {
    if (done % 10 === 0) progress(`rendered ${done} of ${items.length}`);
  });
  const aubio = unseen ? await eachAtOnce(rendered, jobs, ({ wav }) => aubioTempo(wav)) : [];
  progress('our tempo on every file');
  const files: TempoFile[] = [];
  for (const [index, { item, wav }] of rendered.entries()) {
    const ours = await ourAnswer(wav);
    let reference: TempoFile['essentia'];
    if (essentia) {
      progress(`Essentia on ${item.id} (${index + 1} of ${rendered.length}; kept for the next run)`);
      reference = await essentiaTempo(essentia, wav);
    }
    files.push({
      id: item.id,
      style: item.style,
      bpm: item.bpm,
      ours: ours.bpm,
      ...(reference && { essentia: reference }),
      ...(aubio[index] && { aubio: aubio[index]!.value }),
    });
  }
  return files;
}
