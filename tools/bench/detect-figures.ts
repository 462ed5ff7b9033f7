/**
 * The detect bench's figures from its per-file answers: tempo Acc1 and Acc2 over the steady
 * files, how often free time is called free, the key's MIREX score, and seconds per minute of
 * audio; then the table against the issue's targets.
 */
import type { SteadyStyle, FreeStyle } from './detect-arrangements.ts';
import type { LoudnessSpread } from './detect-loudness.ts';
import { keyClass, keyRelation, mirexScore, tempoAcc1, tempoAcc2, type KeyRelation } from './detect-scores.ts';
import { median } from './median.ts';

export interface FileAnswers {
  id: string;
  style: SteadyStyle | FreeStyle;
  /** The tempo written; null for free time. */
  bpm: number | null;
  /** The key written, in the kit's spelling. */
  key: string;
  audioSeconds: number;
  aubio: { bpm: number | null; seconds: number };
  keyfinder?: { key: string | null; seconds: number };
  ours: {
    bpm: number | null;
    tempoConfidence: number;
    key: string | null;
    keyConfidence: number;
    seconds: number;
    measuringSeconds: number;
  };
}

export interface TempoScore {
  files: number;
  acc1: number;
  acc2: number;
}

export interface KeyScore {
  files: number;
  mirex: number;
  relations: Record<KeyRelation | 'none', number>;
}

const tempoOf = (file: FileAnswers, tool: 'ours' | 'aubio') => (tool === 'aubio' ? file.aubio.bpm : file.ours.bpm);
const keyOf = (file: FileAnswers, tool: 'ours' | 'keyfinder') =>
  (tool === 'keyfinder' ? file.keyfinder?.key : file.ours.key) ?? null;

export function tempoScore(files: readonly FileAnswers[], tool: 'ours' | 'aubio'): TempoScore {
  const steady = files.filter((file) => file.bpm !== null);
  const share = (hit: (measured: number | null, reference: number) => boolean) =>
    steady.filter((file) => hit(tempoOf(file, tool), file.bpm!)).length / steady.length;
  return { files: steady.length, acc1: share(tempoAcc1), acc2: share(tempoAcc2) };
}

export function keyScore(files: readonly FileAnswers[], tool: 'ours' | 'keyfinder'): KeyScore {
  const relations: KeyScore['relations'] = { same: 0, fifth: 0, relative: 0, parallel: 0, other: 0, none: 0 };
  let total = 0;
  for (const file of files) {
    const reference = keyClass(file.key)!;
    const text = keyOf(file, tool);
    const estimate = text === null ? undefined : keyClass(text);
    relations[estimate ? keyRelation(estimate, reference) : 'none']++;
    total += mirexScore(estimate, reference);
  }
  return { files: files.length, mirex: total / files.length, relations };
}

/** Seconds of work per minute of audio, the median over the files. */
export function secondsPerMinute(
  files: readonly FileAnswers[],
  seconds: (file: FileAnswers) => number | undefined,
): number {
  return median(
    files.flatMap((file) => (seconds(file) === undefined ? [] : [(seconds(file)! / file.audioSeconds) * 60])),
  );
}

export interface ImportFigures {
  added: number;
  of: number;
  /** The first file the import held back, as it said. */
  firstHeldBack?: string;
  seconds: number;
  /** CPU seconds the import used, its worker threads included. */
  cpuSeconds: number;
  peakMb: number;
  audioMinutes: number;
  cores: number;
}

export interface DetectFigures {
  date: string;
  files: FileAnswers[];
  tempo: { ours: TempoScore; aubio: TempoScore };
  /** Free-time files our measure called free (bpm null), of all free-time files. */
  freeCalledFree: { free: number; of: number };
  key: { ours: KeyScore; keyfinder?: KeyScore; keyfinderMissing?: string };
  /** Seconds per minute of audio: ours is tempo and key, measuring adds the loudness and the mono signal. */
  secondsPerMinute: { ours: number; measuring: number; aubio: number; keyfinder?: number };
  loudness: {
    target: { integrated: number; truePeak: number };
    masters: LoudnessSpread;
    demo: LoudnessSpread;
    previews?: LoudnessSpread;
    demoPreviews?: LoudnessSpread;
  };
  importRun?: ImportFigures;
  importError?: string;
  /** CPU seconds per minute of audio of the import's preview job, and of the same job with nothing measured, over the imported files (preview-cost.ts). */
  previewCost?: { files: number; measured: number; unmeasured: number; analysis?: number };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const lufs = (value: number) => `${value.toFixed(1)}`;

export type Row = [figure: string, measured: string, target: string, met: boolean | null];

/** The table's rows: each figure, its target, and whether it is met (null: no target, a reference figure). */
export function detectRows(figures: DetectFigures): Row[] {
  const { tempo, key, loudness } = figures;
  const rows: Row[] = [];
  const aubio = tempo.aubio;
  rows.push([
    `tempo Acc1 (within 4 %), ours, ${tempo.ours.files} steady files`,
    percent(tempo.ours.acc1),
    `≥ 95 %, ≥ aubio's`,
    tempo.ours.acc1 >= 0.95 && tempo.ours.acc1 >= aubio.acc1,
  ]);
  rows.push([
    `tempo Acc2 (double, half, triple, third), ours`,
    percent(tempo.ours.acc2),
    `≥ 99 %, ≥ aubio's`,
    tempo.ours.acc2 >= 0.99 && tempo.ours.acc2 >= aubio.acc2,
  ]);
  rows.push([`tempo Acc1, aubio, the same files`, percent(aubio.acc1), '', null]);
  rows.push(['tempo Acc2, aubio', percent(aubio.acc2), '', null]);
  const free = figures.freeCalledFree;
  rows.push(['free-time files given no BPM, ours', `${free.free} of ${free.of}`, 'all', free.free === free.of]);
  const keyfinder = key.keyfinder?.mirex ?? 0;
  rows.push([
    `key MIREX score, ours, ${key.ours.files} files`,
    key.ours.mirex.toFixed(3),
    `≥ 0.85${key.keyfinder ? `, ≥ keyfinder's` : ''}`,
    key.ours.mirex >= 0.85 && key.ours.mirex >= keyfinder,
  ]);
  if (key.keyfinder)
    rows.push(['key MIREX score, keyfinder-cli (libkeyfinder)', key.keyfinder.mirex.toFixed(3), '', null]);
  else rows.push(['key MIREX score, keyfinder-cli', `not run: ${key.keyfinderMissing}`, '', null]);
  const perMinute = figures.secondsPerMinute;
  rows.push(['time per minute of audio, ours: tempo and key (one core)', `${perMinute.ours.toFixed(2)} s`, '', null]);
  rows.push([
    'time per minute of audio, ours: all measuring (loudness, mono signal, tempo, key)',
    `${perMinute.measuring.toFixed(2)} s`,
    '',
    null,
  ]);
  rows.push([
    'time per minute of audio, aubio tempo (its decode included)',
    `${perMinute.aubio.toFixed(2)} s`,
    '',
    null,
  ]);
  if (perMinute.keyfinder !== undefined)
    rows.push([
      'time per minute of audio, keyfinder-cli (its decode included)',
      `${perMinute.keyfinder.toFixed(2)} s`,
      '',
      null,
    ]);
  const cost = figures.previewCost;
  // What measuring adds to each minute of a preview job, read directly.
  const added = cost && cost.measured - cost.unmeasured;
  if (figures.importRun) {
    const run = figures.importRun;
    rows.push([
      'tracks the import added, BPM and key measured',
      `${run.added} of ${run.of}`,
      'all',
      run.added === run.of,
    ]);
    rows.push([
      `the import: ${run.audioMinutes.toFixed(0)} min of audio in ${run.seconds.toFixed(1)} s on ${run.cores} cores`,
      `${((run.audioMinutes * 60) / run.seconds).toFixed(0)}x realtime, ${(run.cpuSeconds / run.audioMinutes).toFixed(2)} CPU s per minute`,
      '',
      null,
    ]);
    if (added !== undefined) {
      // The import's CPU per minute of audio, of which measuring takes what it adds to a preview job.
      const importPerMinute = run.cpuSeconds / run.audioMinutes;
      rows.push([
        "what measuring adds to the import's CPU time: a preview job's added CPU per minute against the rest of the import's",
        percent(added / Math.max(1e-9, importPerMinute - added)),
        '',
        null,
      ]);
    }
    rows.push(['import peak memory', `${run.peakMb.toFixed(0)} MB`, '< 1024 MB', run.peakMb < 1024]);
  }
  if (cost && added !== undefined) {
    const adds = added / cost.unmeasured;
    rows.push([
      `what measuring adds to the import, read directly: the preview jobs against the same decode and encode unmeasured, each kind in a worker of its own, CPU s per minute (${cost.files} files)`,
      `${percent(adds)} (${cost.measured.toFixed(2)} s / ${cost.unmeasured.toFixed(2)} s)`,
      '≤ 15 %',
      adds <= 0.15,
    ]);
    if (cost.analysis !== undefined)
      rows.push([
        "… of which the analysis (loudness and true peak, the mono signal, tempo, key); the rest is the previews' normalisation (limiter, its meter, decode-back checks)",
        `${percent(cost.analysis / cost.unmeasured)} and ${percent((added - cost.analysis) / cost.unmeasured)}`,
        '',
        null,
      ]);
  }
  if (figures.importError)
    rows.push(['the import on the set', 'failed (bench/detect.json has its output)', 'adds every file', false]);
  const spread = (name: string, value: LoudnessSpread) =>
    rows.push([
      `${name}: integrated LUFS min / max (spread), max true peak`,
      `${lufs(value.minLufs)} / ${lufs(value.maxLufs)} (${value.spreadLu.toFixed(1)} LU), ${value.maxTruePeak.toFixed(1)} dBTP`,
      '',
      null,
    ]);
  spread(`masters, ${loudness.masters.files} bench WAVs`, loudness.masters);
  spread(`demo previews as shipped, ${loudness.demo.files} MP3s`, loudness.demo);
  for (const [name, value] of [
    ['previews the import wrote, bench', loudness.previews],
    ['previews the import wrote, demo', loudness.demoPreviews],
  ] as const) {
    if (!value) continue;
    spread(name, value);
    const target = loudness.target;
    rows.push([
      `${name}: within ±1 LU of ${target.integrated} LUFS`,
      `${value.withinTarget} of ${value.files - value.silent}`,
      'all',
      value.withinTarget === value.files - value.silent,
    ]);
    rows.push([
      `${name}: true peak ≤ ${target.truePeak} dBTP`,
      `${value.underCeiling} of ${value.files - value.silent}`,
      'all',
      value.underCeiling === value.files - value.silent,
    ]);
  }
  return rows;
}

/** The rows as a Markdown table. */
export function detectTable(figures: DetectFigures, cores: number): string {
  const lines = [`| ${figures.date.slice(0, 10)}, ${cores} cores | measured | target |`, '|---|---:|---|'];
  for (const [figure, measured, target, met] of detectRows(figures))
    lines.push(`| ${figure} | ${measured} | ${target}${met === false ? ' (missed)' : ''} |`);
  if (figures.importRun?.firstHeldBack)
    lines.push('', `The import held back, first: ${figures.importRun.firstHeldBack}`);
  return lines.join('\n');
}

/** Per style: tempo Acc1 and Acc2 and the key score, ours beside the external tools'. */
export function styleTable(files: readonly FileAnswers[]): string {
  const styles = [...new Set(files.map((file) => file.style))];
  const lines = [
    '| style | files | Acc1 ours / aubio | Acc2 ours / aubio | key ours / keyfinder |',
    '|---|---:|---:|---:|---:|',
  ];
  const or = (value: number | undefined, show: (n: number) => string) =>
    value === undefined || Number.isNaN(value) ? '–' : show(value);
  for (const style of styles) {
    const mine = files.filter((file) => file.style === style);
    const steady = mine.some((file) => file.bpm !== null);
    const keyfinder = mine.some((file) => file.keyfinder);
    const tempo = (tool: 'ours' | 'aubio', pick: 'acc1' | 'acc2') =>
      steady ? tempoScore(mine, tool)[pick] : undefined;
    const key = (tool: 'ours' | 'keyfinder') => (tool === 'ours' || keyfinder ? keyScore(mine, tool).mirex : undefined);
    lines.push(
      `| ${style} | ${mine.length} | ${or(tempo('ours', 'acc1'), percent)} / ${or(tempo('aubio', 'acc1'), percent)} | ${or(tempo('ours', 'acc2'), percent)} / ${or(tempo('aubio', 'acc2'), percent)} | ${or(key('ours'), (n) => n.toFixed(2))} / ${or(key('keyfinder'), (n) => n.toFixed(2))} |`,
    );
  }
  return lines.join('\n');
}
