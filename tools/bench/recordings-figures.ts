/**
 * The recordings bench's figures from its per-file answers. Real recordings have no written
 * answer, so the kit's tempo and key are scored by how often they agree with the established
 * tools on the same files: aubio's tempo taken as the reference (within 4 %, and allowing double,
 * half, triple or a third), keyfinder-cli's key by the MIREX weights (a fifth 0.5, relative 0.3,
 * parallel 0.2).
 */
import type { LoudnessReading, LoudnessSpread } from './detect-loudness.ts';
import { keyClass, keyRelation, mirexScore, tempoAcc1, tempoAcc2, type KeyRelation } from './detect-scores.ts';

export interface RecordingAnswers {
  /** The file as given, relative to the folder. */
  file: string;
  audioSeconds: number;
  ours: {
    bpm: number | null;
    tempoConfidence: number;
    key: string | null;
    keyConfidence: number;
    seconds: number;
    measuringSeconds: number;
  };
  aubio: { bpm: number | null; seconds: number };
  keyfinder?: { key: string | null; seconds: number };
  master: LoudnessReading;
}

export interface Agreement {
  /** Files where both gave an answer. */
  both: number;
  /** Files where ours gave none (no steady tempo, no clear key). */
  oursNone: number;
  /** Tempo: within 4 % of aubio's; key: the same key as keyfinder-cli's. */
  same: number;
  /** Tempo: within 4 % of aubio's or its double, half, triple or third; key: the MIREX-weighted score over `both`. */
  close: number;
  relations?: Record<KeyRelation, number>;
}

export function tempoAgreement(files: readonly RecordingAnswers[]): Agreement {
  const both = files.filter((file) => file.ours.bpm !== null && file.aubio.bpm !== null);
  return {
    both: both.length,
    oursNone: files.filter((file) => file.ours.bpm === null).length,
    same: both.filter((file) => tempoAcc1(file.ours.bpm, file.aubio.bpm!)).length,
    close: both.filter((file) => tempoAcc2(file.ours.bpm, file.aubio.bpm!)).length,
  };
}

export function keyAgreement(files: readonly RecordingAnswers[]): Agreement {
  const relations: Record<KeyRelation, number> = { same: 0, fifth: 0, relative: 0, parallel: 0, other: 0 };
  let score = 0;
  let both = 0;
  for (const file of files) {
    const ours = file.ours.key === null ? undefined : keyClass(file.ours.key);
    const theirs = file.keyfinder?.key ? keyClass(file.keyfinder.key) : undefined;
    if (!ours || !theirs) continue;
    both++;
    relations[keyRelation(ours, theirs)]++;
    score += mirexScore(ours, theirs);
  }
  return {
    both,
    oursNone: files.filter((file) => file.ours.key === null).length,
    same: relations.same,
    close: both ? score / both : 0,
    relations,
  };
}

export interface RecordingsFigures {
  date: string;
  folders: string[];
  files: RecordingAnswers[];
  import: {
    exitCode: 0 | 1;
    added: number;
    of: number;
    /** The import's lines for the tracks it held back. */
    heldBack: string[];
    seconds: number;
    /** CPU seconds the import used, its worker threads included. */
    cpuSeconds: number;
    peakMb: number;
    cores: number;
    args: string[];
  };
  /** CPU seconds per minute of audio of some files' preview job, measured and with nothing measured, each kind in a worker of its own (preview-cost.ts). */
  cost?: { files: number; minutes: number; measured: number; unmeasured: number; analysis?: number };
  tempo: Agreement;
  key?: Agreement;
  loudness: {
    target: { integrated: number; truePeak: number };
    masters: LoudnessSpread;
    /** The previews the import wrote, read by ffmpeg's ebur128. */
    previews: LoudnessSpread;
    /** The same previews, as the import's own meter reported them: the preview loudness it wrote into the YAML. */
    previewsOurs?: LoudnessSpread;
  };
}

const percent = (part: number, whole: number) => `${whole ? ((part / whole) * 100).toFixed(1) : '–'} %`;

/** What measuring adds to a preview job, read directly: its CPU against the same decode and encode with nothing measured. */
function costRow(cost: NonNullable<RecordingsFigures['cost']>): [string, string] {
  const adds = cost.measured / cost.unmeasured - 1;
  return [
    `what measuring adds to the import, read directly: ${cost.files} files' preview jobs (${cost.minutes.toFixed(0)} min) against the same decode and encode unmeasured, each kind in a worker of its own`,
    `${(adds * 100).toFixed(1)} % (${cost.measured.toFixed(2)} s / ${cost.unmeasured.toFixed(2)} s CPU per minute; target ≤ 15 %)` +
      (cost.analysis === undefined
        ? ''
        : `; the analysis alone ${((cost.analysis / cost.unmeasured) * 100).toFixed(1)} %, the previews' normalisation the rest`),
  ];
}

/** The figures as a Markdown table. */
export function recordingsTable(figures: RecordingsFigures): string {
  const { import: run, tempo, key, loudness } = figures;
  const spread = (value: LoudnessSpread) =>
    `${value.minLufs.toFixed(1)} / ${value.maxLufs.toFixed(1)} LUFS (${value.spreadLu.toFixed(1)} LU), max true peak ${value.maxTruePeak.toFixed(1)} dBTP`;
  const minutes = figures.files.reduce((sum, file) => sum + file.audioSeconds, 0) / 60;
  const rows: [string, string][] = [
    [`recordings (${minutes.toFixed(0)} min of audio)`, String(figures.files.length)],
    [`the import (${run.args.join(' ')}): exit code, tracks added`, `${run.exitCode}, ${run.added} of ${run.of}`],
    ['tracks held back', run.heldBack.length ? `${run.heldBack.length}: ${heldBackReasons(run.heldBack)}` : '0'],
    [
      `the import's time on ${run.cores} cores, peak memory`,
      `${run.seconds.toFixed(0)} s (${((minutes * 60) / run.seconds).toFixed(0)}x realtime), ${run.peakMb.toFixed(0)} MB`,
    ],
    [`the import's CPU time, all threads`, `${(run.cpuSeconds / minutes).toFixed(2)} s per minute of audio`],
    ...(figures.cost ? [costRow(figures.cost)] : []),
    ["masters' loudness (ffmpeg ebur128)", spread(loudness.masters)],
    ["previews' loudness (ffmpeg ebur128)", spread(loudness.previews)],
    [
      `previews within ±1 LU of ${loudness.target.integrated} LUFS / true peak ≤ ${loudness.target.truePeak} dBTP (ffmpeg)`,
      `${loudness.previews.withinTarget} / ${loudness.previews.underCeiling} of ${loudness.previews.files - loudness.previews.silent}`,
    ],
    ['tempo: ours gives none (no steady tempo)', `${tempo.oursNone} of ${figures.files.length}`],
    [`tempo: ours within 4 % of aubio's, of ${tempo.both} both measured`, percent(tempo.same, tempo.both)],
    ["tempo: ours within 4 % of aubio's, its double, half, triple or third", percent(tempo.close, tempo.both)],
  ];
  if (key) {
    rows.push(['key: ours gives none (no clear key)', `${key.oursNone} of ${figures.files.length}`]);
    rows.push([`key: ours the same as keyfinder-cli's, of ${key.both} both measured`, percent(key.same, key.both)]);
    rows.push(["key: MIREX-weighted agreement with keyfinder-cli's", key.close.toFixed(3)]);
    if (key.relations)
      rows.push([
        'key: fifth / relative / parallel / other',
        `${key.relations.fifth} / ${key.relations.relative} / ${key.relations.parallel} / ${key.relations.other}`,
      ]);
  }
  return [
    `| ${figures.date.slice(0, 10)} | measured |`,
    '|---|---:|',
    ...rows.map(([figure, value]) => `| ${figure} | ${value} |`),
  ].join('\n');
}

/** The held-back lines' reasons, counted: `needs vocals ×2; the audio cannot be decoded ×1` (a need by its first word or two). */
export function heldBackReasons(lines: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const needs = /it needs ([^(,;]+)/.exec(line)?.[1]?.trim();
    const reason = needs
      ? `needs ${needs}`
      : (/is not imported: ([^;]+)/.exec(line)?.[1]?.trim() ?? line.replace(/^! /, ''));
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, count]) => `${reason} ×${count}`).join('; ');
}
