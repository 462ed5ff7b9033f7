/**
 * The import from start to end, in stages: read the YAML, the sheet and the masters' tags
 * (import-input.ts); plan the new tracks (plan.ts); encode their previews in the pool, which
 * measures what no tag, sheet or file name gave (encode-previews.ts); settle the measured facts
 * and the delivery masters into the entries; then add the tracks that validate to the YAML
 * (write-tracks.ts) and report (import-report.ts). Nothing is written before every check that
 * can fail has run; the YAML last of all.
 */
import { join, relative, resolve, sep } from 'node:path';
import { count, displayPath } from '../config/format-errors.ts';
import { plainLines } from '../text/plain-text.ts';
import type { TrackEntry } from './catalog-entry.ts';
import { settleMeasured } from './measured.ts';
import { planImport, type ImportPlan, type PlannedTrack } from './plan.ts';
import { DEFAULT_PREVIEW_TARGET } from './preview.ts';
import { minutes } from './progress.ts';
import { existingTracks } from './yaml-write.ts';
import { deliveryFolderOf } from '../delivery/folder.ts';
import { describeHolder, localTime, runningImport, takeImportLock } from './import-lock.ts';
import { unnamedMastersLine, withDeliveryMasters, type UnnamedMaster } from './delivery-masters.ts';
import { readImportInput, type ImportInput } from './import-input.ts';
import type { ImportOptions, ImportResult } from './import-result.ts';
import { encodePreviews, type Encoded } from './encode-previews.ts';
import { addedLine, deliveryLine, report } from './import-report.ts';
import { suggestForNew } from './suggest-new.ts';
import { validTracks, writeConfig } from './write-tracks.ts';

export { ImportError, type ImportOptions, type ImportResult } from './import-result.ts';

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

/** The plan stage: the masters and rows read, over the catalog's tracks, with the flags over its importDefaults. */
function planOf(input: ImportInput, options: ImportOptions): ImportPlan {
  const publicRoot = resolve(options.publicDir) + sep;
  const given = input.catalog?.importDefaults;
  return planImport(input.masters, input.rows, existingTracks(input.read.source), {
    prefer: options.prefer,
    defaults: {
      writers: options.defaults?.writers ?? given?.writers,
      publishers: options.defaults?.publishers ?? given?.publishers,
      vocals: options.defaults?.vocals ?? given?.vocals,
    },
    configName: displayPath(options.configFile),
    publicAddress: (path) =>
      path.startsWith(publicRoot) ? `/${relative(publicRoot, path).split(sep).join('/')}` : undefined,
  });
}

/** A re-run over files already imported has one thing to say. */
const nothingNew = (plan: ImportPlan, result: ImportResult) =>
  !plan.add.length &&
  !plan.conflicts.length &&
  !plan.needs.length &&
  !plan.unmatchedRows.length &&
  !plan.notes.length &&
  !result.failed.length;

const exitCodeOf = (plan: ImportPlan, result: ImportResult) =>
  plan.needs.length || plan.conflicts.some((c) => !c.chosen) || result.failed.length || result.invalid.length ? 1 : 0;

async function importOnce(options: ImportOptions): Promise<ImportResult> {
  const { configFile, publicDir } = options;
  // Every line quotes tags and sheet cells, which a collaborator's file can fill with terminal escapes.
  const log = (line: string) => options.log(plainLines(line));
  const input = await readImportInput(options);
  const plan = planOf(input, options);
  // The schema fills in previewLoudness wherever there is a catalog section.
  const target = input.catalog?.previewLoudness ?? DEFAULT_PREVIEW_TARGET;
  const result: ImportResult = {
    plan,
    added: [],
    measured: [],
    failed: input.failed,
    invalid: [],
    offTarget: [],
    target,
    encodedSeconds: 0,
    encodeMs: 0,
    exitCode: 0,
  };
  if (nothingNew(plan, result)) {
    const present = plan.present.length;
    log(
      `Nothing new: ${count(present, 'track')} in these files ${present === 1 ? 'is' : 'are'} already in ${displayPath(configFile)}, as the files and the sheet say.`,
    );
    return result;
  }
  const ignored = input.ignoredColumns;
  if (ignored.length)
    log(
      `  ${displayPath(options.sheet!)}: ${count(ignored.length, 'column')} the catalog has no place for, left out: ${ignored.join(', ')}`,
    );
  const audioDir = displayPath(join(publicDir, 'audio'));
  const jobs = plan.add.flatMap((track) => track.files.map((file) => ({ track, file })));
  if (options.dryRun) {
    const totalSeconds = jobs.reduce((s, j) => s + j.file.master.tags.duration, 0);
    const [n, p] = [plan.add.length, jobs.length];
    report(plan, result, { ...options, log });
    log(
      `Dry run: would add ${n} track${n === 1 ? '' : 's'} to ${displayPath(configFile)} and write ${p} preview${p === 1 ? '' : 's'} (${minutes(totalSeconds)} of audio) to ${audioDir}/; nothing written.`,
    );
    result.exitCode = exitCodeOf(plan, result);
    return result;
  }
  const { config, catalog } = input;
  const encoded = await encodePreviews(jobs, {
    publicDir,
    target,
    threads: options.threads,
    progress: options.progress,
    artist: config.artist?.name,
    url: config.site?.url,
    aiDefault: catalog?.aiDefault,
  });
  result.encodedSeconds = encoded.encodedSeconds;
  result.encodeMs = encoded.encodeMs;
  result.failed.push(...encoded.failed);
  result.offTarget.push(...encoded.offTarget);
  // Each master that lies in the catalog's delivery folder is what a licence of it delivers.
  const folder = deliveryFolderOf(config, configFile);
  const settled = settle(plan, encoded, folder, result);
  const { text, kept, invalid } = validTracks(
    input.read.source,
    [...settled.entries.keys()],
    settled.entries,
    configFile,
  );
  result.invalid.push(...invalid);
  const suggesting = await suggestForNew(text, new Set(kept.map((t) => t.entry.id)), publicDir, configFile);
  result.suggested = suggesting.suggested;
  if (suggesting.text !== input.read.source)
    await writeConfig(configFile, input.read, suggesting.text, encoded.created);
  result.added = kept.map((t) => settled.entries.get(t)!);
  result.measured = result.measured.filter((m) => result.added.some((entry) => entry.title === m.track));
  result.offTarget = result.offTarget.filter((o) => result.added.some((entry) => entry.title === o.track));
  report(plan, result, { ...options, log });
  const delivery = deliveryLine(result.added.length, folder, settled.outsideFolder, configFile);
  if (delivery) log(delivery);
  if (settled.unnamed.length) log(unnamedMastersLine(settled.unnamed));
  log(
    addedLine(
      result,
      kept.reduce((n, t) => n + t.files.length - 1, 0),
      configFile,
      audioDir,
    ),
  );
  result.exitCode = exitCodeOf(plan, result);
  return result;
}

/** Each encoded track's entry with what was measured and its delivery masters; a broken track gets none. */
function settle(plan: ImportPlan, encoded: Encoded, folder: string | null, result: ImportResult) {
  const entries = new Map<PlannedTrack, TrackEntry>();
  const outsideFolder: string[] = [];
  const unnamed: UnnamedMaster[] = [];
  for (const track of plan.add) {
    if (encoded.broken.has(track)) continue;
    const settled = settleMeasured(track, encoded.mains.get(track));
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
  return { entries, outsideFolder, unnamed };
}
