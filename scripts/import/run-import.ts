/**
 * The import from start to end: find the masters, read their tags and the sheet, plan the new
 * tracks, encode their previews in the pool (which measures what no tag, sheet or file name
 * gave), then add the tracks that validate to the YAML. Nothing is written before every check
 * that can fail has run; the YAML last of all.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { ConfigLoadError } from '../config/config-error.ts';
import { count, displayPath, formatConfigErrors } from '../config/format-errors.ts';
import { plainLines } from '../text/plain-text.ts';
import { readConfigSnapshot, validateConfigSource } from '../config/load-config.ts';
import { ConfigChangedError, replaceConfig } from '../config/replace-config.ts';
import type { TrackEntry } from './catalog-entry.ts';
import type { AiDisclosure } from '../../functions/src/contract/site-config.generated.ts';
import { TRACK_FIELDS, valueOf, type TrackField } from '../../functions/src/contract/track-fields.ts';
import { aiStatement, aiText } from '../../functions/src/contract/ai-disclosure.ts';
import type { Id3Fields } from '../audio/preview/id3-tag.ts';
import { iso6392 } from './iso639-2.ts';
import { settleMeasured, type Measured } from './measured.ts';
import {
  planImport,
  type ImportDefaults,
  type ImportPlan,
  type Master,
  type PlannedEntry,
  type PlannedFile,
  type PlannedTrack,
} from './plan.ts';
import { DEFAULT_PREVIEW_TARGET, type PreviewResult, type PreviewTarget } from './preview.ts';
import { previewPool } from './pool.ts';
import { clock, minutes, progressLine } from './progress.ts';
import { parseSheet } from './sheet.ts';
import { MASTER_EXTENSIONS, readMasterTags } from './tags.ts';
import { addTracks, existingTracks } from './yaml-write.ts';
import { deliveryFolderOf } from '../delivery/folder.ts';
import { describeHolder, localTime, runningImport, takeImportLock } from './import-lock.ts';
import { unnamedMastersLine, withDeliveryMasters, type UnnamedMaster } from './delivery-masters.ts';

export interface ImportOptions {
  paths: readonly string[];
  // Each as the command line gives it: undefined where the flag was not given.
  sheet?: string | undefined;
  dryRun?: boolean | undefined;
  prefer?: 'sheet' | 'file' | undefined;
  /** What every track shares, from the command line: over the catalog's importDefaults, under a track's sheet row and tags. */
  defaults?: ImportDefaults;
  configFile: string;
  publicDir: string;
  /** Worker threads for encoding (default: one per core). */
  threads?: number;
  /** Report lines (stdout). */
  log: (line: string) => void;
  /** The progress line, replaced as it changes (stderr). */
  progress?: (line: string) => void;
  /** How this import was started, for the site's lock to name it to another import (default: this process's arguments). */
  command?: string;
}

export interface ImportResult {
  plan: ImportPlan;
  added: TrackEntry[];
  /** What was measured of the tracks added, and how sure; what the audio did not tell, each added without it. */
  measured: Measured[];
  failed: { file: string; message: string }[];
  /** Tracks left out because the finished YAML would not validate, with the reasons. */
  invalid: { track: string; messages: string[] }[];
  /** Previews more than 1 LU from the catalog's loudness (`target`): the limiter had no more room under the ceiling. */
  offTarget: { track: string; preview: string; integrated: number }[];
  /** The loudness the previews were made at. */
  target: PreviewTarget;
  encodedSeconds: number;
  encodeMs: number;
  /** 0 when every file found a place; 1 when something needs the editor. */
  exitCode: number;
}

export class ImportError extends Error {
  constructor(message: string) {
    super(plainLines(message));
    this.name = 'ImportError';
  }
}

async function findMasters(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string, named: boolean): Promise<void> => {
    const info = await stat(path).catch(() => null);
    if (!info) throw new ImportError(`${path}: no such file or folder`);
    if (info.isDirectory()) {
      for (const entry of await readdir(path)) if (!entry.startsWith('.')) await walk(join(path, entry), false);
    } else if (MASTER_EXTENSIONS[extname(path).toLowerCase()]) found.push(path);
    else if (named) throw new ImportError(`${path}: not a master this import reads (WAV, AIFF, FLAC, MP3 or M4A)`);
  };
  for (const path of paths) await walk(resolve(path), true);
  return [...new Set(found)].sort((a, b) => a.localeCompare(b));
}

/** Reads the tags of many files a few at a time. */
async function readAll(files: readonly string[], failed: ImportResult['failed']): Promise<Master[]> {
  const out: (Master | null)[] = new Array(files.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      const path = files[i]!;
      try {
        const name = basename(path);
        out[i] = {
          path,
          name,
          base: name.slice(0, name.length - extname(name).length),
          tags: await readMasterTags(path),
        };
      } catch (error) {
        failed.push({ file: path, message: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return out.filter((m): m is Master => m !== null);
}

function previewTags(
  track: PlannedEntry,
  file: PlannedFile,
  artist: string | undefined,
  url: string | undefined,
  aiDefault: AiDisclosure | undefined,
): Id3Fields {
  const list = (values: string[] | undefined) => values?.join('; ');
  return {
    title: file.label ? `${track.title} (${file.label})` : track.title,
    artist,
    isrc: track.rights.isrc,
    composers: track.rights.writers.map((w) => w.name),
    publisher: track.rights.publishers?.map((p) => p.name).join(', '),
    bpm: track.bpm,
    key: track.key,
    genres: track.genres,
    mood: track.moods.join(', ') || undefined,
    url,
    lyrics: track.lyrics,
    ...(track.language && { language: iso6392(track.language) }),
    // What ID3 has no frame for travels in TXXX frames, named as taggers name them.
    extra: {
      ...Object.fromEntries(
        (TRACK_FIELDS as readonly TrackField[]).flatMap((field) => {
          const value = valueOf(track, field);
          return field.tag
            ? [
                [
                  field.tag,
                  Array.isArray(value) ? list(value as string[]) : value === undefined ? undefined : String(value),
                ],
              ]
            : [];
        }),
      ),
      'AI DISCLOSURE': aiText(aiStatement(track.ai, aiDefault)),
    },
  };
}

/** The public file behind a site address (`/audio/x.mp3`). */
const onDisk = (publicDir: string, address: string) => join(publicDir, ...address.split('/').filter(Boolean));

async function upToDate(dest: string, source: string): Promise<boolean> {
  const [d, s] = await Promise.all([stat(dest).catch(() => null), stat(source)]);
  return d !== null && d.mtimeMs >= s.mtimeMs;
}

/** Lines of the text each new track spans, to put the validator's errors against their track. */
function trackLines(text: string, ids: readonly string[]): Map<string, [number, number]> {
  const lines = text.split('\n');
  const starts = ids
    .map((id) => [id, lines.findIndex((l) => new RegExp(`^\\s*- id: ${id}\\r?$`).test(l)) + 1] as const)
    .sort((a, b) => a[1] - b[1]);
  return new Map(
    starts.map(([id, start], i) => [id, [start, i + 1 < starts.length ? starts[i + 1]![1] - 1 : Infinity]]),
  );
}

/**
 * Removes previews this import wrote; returns those that could not be removed. A preview is
 * reached only through its track's entry: one whose entry was not written is an orphan.
 */
async function removePreviews(paths: readonly string[]): Promise<string[]> {
  const left: string[] = [];
  for (const path of paths) await rm(path, { force: true }).catch(() => left.push(path));
  return left;
}

/**
 * One import per site at a time, holding its lock from before the YAML is read until after it is
 * written. A dry run takes no lock: it writes nothing, so it cannot lose an edit, and it should
 * not turn away a real import started while it runs; it says when one runs, as its plan is then
 * of the YAML before that import's tracks.
 */
export async function runImport(options: ImportOptions): Promise<ImportResult> {
  const log = (line: string) => options.log(plainLines(line));
  if (options.dryRun) {
    const running = await runningImport(options.configFile);
    if (running)
      log(
        `  An import runs on this site (${describeHolder(running)}); this plan is of ${displayPath(options.configFile)} before it adds its tracks.`,
      );
    return importOnce(options);
  }
  const lock = await takeImportLock(options.configFile, options.command ?? process.argv.slice(1).join(' '));
  try {
    if (lock.tookOver)
      log(
        `  Took over ${displayPath(lock.file)}: the import that held it (pid ${lock.tookOver.pid}, since ${localTime(lock.tookOver.started)}) no longer runs.`,
      );
    return await importOnce(options);
  } finally {
    lock.release();
  }
}

async function importOnce(options: ImportOptions): Promise<ImportResult> {
  const { configFile, publicDir } = options;
  // Every line quotes tags and sheet cells, which a collaborator's file can fill with terminal escapes.
  const log = (line: string) => options.log(plainLines(line));
  const read = await readConfigSnapshot(configFile);
  const source = read.source;
  const before = validateConfigSource(source, configFile);
  if (!before.ok) {
    throw new ConfigLoadError(
      'invalid',
      configFile,
      before.errors,
      `${formatConfigErrors(before.errors, source, { color: false })}\nFix these first (npm run check:config); the import adds to a valid file only.`,
    );
  }
  const config = before.config;
  const sheet = options.sheet
    ? parseSheet(await readFile(options.sheet), displayPath(options.sheet))
    : { rows: [], ignored: [] };
  const rows = sheet.rows;
  const ignoredColumns = sheet.ignored.map(
    (column) => `'${column.header}'${column.hint ? ` (did you mean '${column.hint}'?)` : ''}`,
  );
  const files = await findMasters(options.paths);
  if (files.length === 0) throw new ImportError(`no WAV, AIFF, FLAC, MP3 or M4A files in ${options.paths.join(', ')}`);
  const failed: ImportResult['failed'] = [];
  const masters = await readAll(files, failed);
  const publicRoot = resolve(publicDir) + sep;
  const catalog = config.sections.find((section) => section.type === 'catalog');
  const given = catalog?.importDefaults;
  const plan = planImport(masters, rows, existingTracks(source), {
    prefer: options.prefer,
    defaults: {
      writers: options.defaults?.writers ?? given?.writers,
      publishers: options.defaults?.publishers ?? given?.publishers,
      vocals: options.defaults?.vocals ?? given?.vocals,
    },
    configName: displayPath(configFile),
    publicAddress: (path) =>
      path.startsWith(publicRoot) ? `/${relative(publicRoot, path).split(sep).join('/')}` : undefined,
  });
  // The schema fills in previewLoudness wherever there is a catalog section.
  const target = catalog?.previewLoudness ?? DEFAULT_PREVIEW_TARGET;
  const result: ImportResult = {
    plan,
    added: [],
    measured: [],
    failed,
    invalid: [],
    offTarget: [],
    target,
    encodedSeconds: 0,
    encodeMs: 0,
    exitCode: 0,
  };
  // A re-run over files already imported has one thing to say.
  if (
    !plan.add.length &&
    !plan.conflicts.length &&
    !plan.needs.length &&
    !plan.unmatchedRows.length &&
    !plan.notes.length &&
    !failed.length
  ) {
    log(
      `Nothing new: ${count(plan.present.length, 'track')} in these files ${plan.present.length === 1 ? 'is' : 'are'} already in ${displayPath(configFile)}, as the files and the sheet say.`,
    );
    return result;
  }
  if (ignoredColumns.length) {
    log(
      `  ${displayPath(options.sheet!)}: ${count(ignoredColumns.length, 'column')} the catalog has no place for, left out: ${ignoredColumns.join(', ')}`,
    );
  }

  const audioDir = displayPath(join(publicDir, 'audio'));
  const jobs = plan.add.flatMap((track) => track.files.map((file) => ({ track, file })));
  const totalSeconds = jobs.reduce((s, j) => s + j.file.master.tags.duration, 0);
  if (options.dryRun) {
    report(plan, result, { ...options, log });
    log(
      `Dry run: would add ${plan.add.length} track${plan.add.length === 1 ? '' : 's'} to ${displayPath(configFile)} and write ${jobs.length} preview${jobs.length === 1 ? '' : 's'} (${minutes(totalSeconds)} of audio) to ${audioDir}/; nothing written.`,
    );
    result.exitCode = plan.needs.length || plan.conflicts.some((c) => !c.chosen) || result.failed.length ? 1 : 0;
    return result;
  }

  const broken = new Set<PlannedTrack>();
  const started = performance.now();
  let done = 0;
  let secondsDone = 0;
  const pool = previewPool(options.threads);
  const artist = config.artist?.name;
  const aiDefault = catalog?.aiDefault;
  // The main file's job is the track's one measuring pass: its loudness, and its tempo and key when nothing else gave them.
  const mains = new Map<PlannedTrack, PreviewResult>();
  const url = config.site?.url;
  // The previews that were not there before this import: removed if its tracks are not written.
  const created: string[] = [];
  try {
    await Promise.all(
      jobs.map(async ({ track, file }) => {
        const dest = onDisk(publicDir, file.audio);
        try {
          if (file.master.path === dest) {
            // An MP3 already in the public folder is used where it is.
          } else if (file === track.files[0] || !(await upToDate(dest, file.master.path))) {
            const existed = (await stat(dest).catch(() => null)) !== null;
            const encoded = await pool.encode({
              source: file.master.path,
              format: file.master.tags.format,
              dest,
              tags: previewTags(track.entry, file, artist, url, aiDefault),
              target,
            });
            if (!existed) created.push(dest);
            result.encodedSeconds += encoded.seconds;
            if (file === track.files[0]) mains.set(track, encoded);
            const integrated = encoded.previewLoudness.integrated;
            if (integrated !== null && Math.abs(integrated - target.integrated) > 1) {
              const preview = file.label ? `${track.entry.title} (${file.label})` : track.entry.title;
              result.offTarget.push({ track: track.entry.title, preview, integrated });
            }
          }
        } catch (error) {
          broken.add(track);
          result.failed.push({
            file: file.master.path,
            message: error instanceof Error ? error.message : String(error),
          });
        }
        done++;
        secondsDone += file.master.tags.duration;
        options.progress?.(
          progressLine({
            filesDone: done,
            filesTotal: jobs.length,
            secondsDone,
            secondsTotal: totalSeconds,
            elapsedMs: performance.now() - started,
          }),
        );
      }),
    );
  } finally {
    await pool.close();
  }
  result.encodeMs = performance.now() - started;

  const entries = new Map<PlannedTrack, TrackEntry>();
  // Each master that lies in the catalog's delivery folder is what a licence of it delivers.
  const folder = deliveryFolderOf(config, configFile);
  const outsideFolder: string[] = [];
  const unnamed: UnnamedMaster[] = [];
  for (const track of plan.add) {
    if (broken.has(track)) continue;
    const settled = settleMeasured(track, mains.get(track));
    const delivered = withDeliveryMasters(
      settled.entry,
      track.files.map((file) => file.master.path),
      folder,
    );
    entries.set(track, delivered.entry);
    outsideFolder.push(...delivered.outside);
    unnamed.push(...delivered.unnamed);
    if (settled.measured) result.measured.push(settled.measured);
  }
  let kept = plan.add.filter((t) => entries.has(t));
  let text = source;
  for (;;) {
    text = addTracks(
      source,
      kept.map((t) => entries.get(t)!),
    );
    const check = validateConfigSource(text, configFile);
    if (check.ok) break;
    const spans = trackLines(
      text,
      kept.map((t) => t.entry.id),
    );
    const guilty = new Map<string, string[]>();
    const elsewhere = check.errors.filter((error) => {
      const hit = [...spans].find(([, [from, to]]) => error.line >= from && error.line <= to);
      if (hit) guilty.set(hit[0], [...(guilty.get(hit[0]) ?? []), error.message]);
      return !hit;
    });
    if (elsewhere.length || guilty.size === 0) {
      throw new ImportError(
        `adding the tracks would make ${displayPath(configFile)} invalid; nothing was written:\n${formatConfigErrors(check.errors, text, { color: false })}`,
      );
    }
    for (const [id, messages] of guilty)
      result.invalid.push({ track: kept.find((t) => t.entry.id === id)!.entry.title, messages });
    kept = kept.filter((t) => !guilty.has(t.entry.id));
  }
  if (text !== source) {
    try {
      await replaceConfig(configFile, read, text);
    } catch (error) {
      if (!(error instanceof ConfigChangedError)) throw error;
      const left = await removePreviews(created);
      const removed = created.length - left.length;
      throw new ImportError(
        [
          `${displayPath(configFile)} ${error.removed ? 'was removed since the import read it: nothing was written in its place.' : 'changed since the import read it (an edit saved meanwhile?): nothing was written to it, and it is as that edit left it.'}`,
          ...(removed
            ? [`The ${count(removed, 'preview')} this import wrote ${removed === 1 ? 'is' : 'are'} removed.`]
            : []),
          ...(left.length
            ? [
                `${left.map((path) => displayPath(path)).join(', ')} could not be removed: nothing uses ${left.length === 1 ? 'it' : 'them'}.`,
              ]
            : []),
          'Run the import again to add its tracks to the file as it is now.',
        ].join(' '),
      );
    }
  }
  result.added = kept.map((t) => entries.get(t)!);
  result.measured = result.measured.filter((m) => result.added.some((entry) => entry.title === m.track));
  result.offTarget = result.offTarget.filter((o) => result.added.some((entry) => entry.title === o.track));
  report(plan, result, { ...options, log });
  if (result.added.length && folder === null) {
    log(
      `  No master is named for delivery: add delivery: { folder: … } to the catalog section (the folder of the masters, relative to ${displayPath(configFile)}), then give each track delivery: { master: … } or import into a fresh catalog again (docs/catalog.md, Delivery).`,
    );
  } else if (outsideFolder.length) {
    log(
      `  ${count(outsideFolder.length, 'master')} outside the delivery folder ${displayPath(folder!)} ${outsideFolder.length === 1 ? 'is' : 'are'} not named for delivery (${outsideFolder.map((path) => displayPath(path)).join(', ')}): move ${outsideFolder.length === 1 ? 'it' : 'them'} into the folder and give ${outsideFolder.length === 1 ? 'its track' : 'their tracks'} delivery: { master: … }.`,
    );
  }
  if (unnamed.length) log(unnamedMastersLine(unnamed));
  const versions = kept.reduce((n, t) => n + t.files.length - 1, 0);
  const speed =
    result.encodeMs > 0 && result.encodedSeconds > 0
      ? `, encoded at ${Math.round(result.encodedSeconds / (result.encodeMs / 1000))}x realtime`
      : '';
  log(
    result.added.length
      ? `Added ${result.added.length} track${result.added.length === 1 ? '' : 's'}${versions ? ` with ${versions} more version${versions === 1 ? '' : 's'}` : ''} to ${displayPath(configFile)}; previews in ${audioDir}/ (${minutes(result.encodedSeconds)} of audio encoded in ${clock(result.encodeMs / 1000)}${speed}).`
      : `Nothing added to ${displayPath(configFile)}.`,
  );
  result.exitCode =
    plan.needs.length || plan.conflicts.some((c) => !c.chosen) || result.failed.length || result.invalid.length ? 1 : 0;
  return result;
}

const sure = (confidence: number) => confidence.toFixed(2);

/** `Night Drive: 92 BPM (measured, sure 0.91), A minor (measured, sure 0.74)`; `Haze: no steady tempo: left without a BPM (give one if it has a pulse)` */
function measuredLine(m: Measured): string {
  const parts = [
    ...(m.bpm ? [`${m.bpm.value} BPM (measured, sure ${sure(m.bpm.confidence)})`] : []),
    ...(m.key ? [`${m.key.value} (measured, sure ${sure(m.key.confidence)})`] : []),
  ];
  return `${m.track}: ${[...(parts.length ? [parts.join(', ')] : []), ...m.without].join('; ')}`;
}

/** `Drum Wall: its preview plays at -11.5 LUFS, 3.5 LU under the catalog's -8 LUFS: …` */
function offTargetLine({ preview, integrated }: ImportResult['offTarget'][number], target: PreviewTarget): string {
  const miss = integrated - target.integrated;
  return `${preview}: its preview plays at ${integrated.toFixed(1)} LUFS, ${Math.abs(miss).toFixed(1)} LU ${miss < 0 ? 'under' : 'over'} the catalog's ${target.integrated} LUFS: its peaks stand too far above its loudness to go higher under ${target.truePeak} dBTP (a lower previewLoudness, or a master compressed further)`;
}

function report(plan: ImportPlan, result: ImportResult, { log, dryRun }: ImportOptions): void {
  const adding = dryRun ? plan.add.map((t) => t.entry) : result.added;
  for (const entry of adding) {
    const labels = ['main', ...(entry.versions ?? []).map((v) => v.label)];
    const measure = dryRun ? (plan.add.find((t) => t.entry === entry)?.measure ?? []) : [];
    const toMeasure = measure.length
      ? `; ${measure.map((fact) => (fact === 'bpm' ? 'BPM' : 'key')).join(' and ')} to be measured`
      : '';
    log(`+ ${entry.id}: ${entry.title} (${labels.join(', ')})${toMeasure}`);
  }
  for (const m of result.measured) log(`  ${measuredLine(m)}`);
  for (const o of result.offTarget) log(`  ${offTargetLine(o, result.target)}`);
  if (plan.present.length)
    log(`Already in the catalog, left as they are: ${plan.present.map((p) => p.title).join(', ')}`);
  for (const c of plan.conflicts) {
    const values = c.values
      .map((v) => `${v.from} says ${c.field === 'BPM' ? '' : "'"}${v.value}${c.field === 'BPM' ? '' : "'"}`)
      .join('; ');
    log(
      `! ${c.track}: ${c.field} differs: ${values}; ${c.chosen ? `kept ${c.chosen}` : 'not imported: make them agree, or choose with --prefer sheet or --prefer file'}`,
    );
  }
  for (const n of plan.needs) log(`! ${n.track} (${n.source}) is not imported yet; it needs ${n.missing.join(', ')}`);
  for (const i of result.invalid) log(`! ${i.track} is not imported: ${i.messages.join('; ')}`);
  for (const r of plan.unmatchedRows)
    log(
      `! ${r.file}:${r.line}: no file matches this row (${r.fileName ?? r.title}${r.version ? `, version ${r.version}` : ''})`,
    );
  for (const f of result.failed) log(`! ${f.message}`);
  for (const note of plan.notes) log(`  ${note}`);
}
