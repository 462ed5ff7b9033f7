/**
 * The import's measure stage: each planned file's preview encoded in the pool, the main file's job
 * being the track's one measuring pass (its loudness, and its tempo and key when nothing else gave
 * them). A file whose encoding fails breaks its track, which is then not written.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AiDisclosure } from '../../functions/src/contract/site-config.generated.ts';
import type { Failed, OffTarget } from './import-result.ts';
import type { PlannedFile, PlannedTrack } from './plan-model.ts';
import { previewPool } from './pool.ts';
import type { PreviewResult, PreviewTarget } from './preview.ts';
import { previewTags } from './preview-tags.ts';
import { progressLine } from './progress.ts';

export interface PreviewJob {
  track: PlannedTrack;
  file: PlannedFile;
}

/** What the site gives every preview besides its track: the tags' artist, address and AI default, and the loudness. */
export interface PreviewContext {
  publicDir: string;
  target: PreviewTarget;
  artist: string | undefined;
  url: string | undefined;
  aiDefault: AiDisclosure | undefined;
  threads?: number | undefined;
  progress?: ((line: string) => void) | undefined;
}

export interface Encoded {
  /** Each track's main file's result: its measuring pass. */
  mains: Map<PlannedTrack, PreviewResult>;
  /** Tracks a file of which failed. */
  broken: Set<PlannedTrack>;
  failed: Failed;
  offTarget: OffTarget;
  /** The previews that were not there before: removed if their tracks are not written. */
  created: string[];
  encodedSeconds: number;
  encodeMs: number;
}

/** The public file behind a site address (`/audio/x.mp3`). */
export const onDisk = (publicDir: string, address: string) => join(publicDir, ...address.split('/').filter(Boolean));

async function upToDate(dest: string, source: string): Promise<boolean> {
  const [d, s] = await Promise.all([stat(dest).catch(() => null), stat(source)]);
  return d !== null && d.mtimeMs >= s.mtimeMs;
}

export async function encodePreviews(jobs: readonly PreviewJob[], context: PreviewContext): Promise<Encoded> {
  const { publicDir, target } = context;
  const out: Encoded = {
    mains: new Map(),
    broken: new Set(),
    failed: [],
    offTarget: [],
    created: [],
    encodedSeconds: 0,
    encodeMs: 0,
  };
  const totalSeconds = jobs.reduce((s, j) => s + j.file.master.tags.duration, 0);
  const started = performance.now();
  let done = 0;
  let secondsDone = 0;
  const pool = previewPool(context.threads);
  const encodeOne = async ({ track, file }: PreviewJob) => {
    const dest = onDisk(publicDir, file.audio);
    // An MP3 already in the public folder is used where it is.
    if (file.master.path === dest) return;
    if (file !== track.files[0] && (await upToDate(dest, file.master.path))) return;
    const existed = (await stat(dest).catch(() => null)) !== null;
    const encoded = await pool.encode({
      source: file.master.path,
      format: file.master.tags.format,
      dest,
      tags: previewTags(track.entry, file, context.artist, context.url, context.aiDefault),
      target,
    });
    if (!existed) out.created.push(dest);
    out.encodedSeconds += encoded.seconds;
    if (file === track.files[0]) out.mains.set(track, encoded);
    const integrated = encoded.previewLoudness.integrated;
    if (integrated !== null && Math.abs(integrated - target.integrated) > 1) {
      const preview = file.label ? `${track.entry.title} (${file.label})` : track.entry.title;
      out.offTarget.push({ track: track.entry.title, preview, integrated });
    }
  };
  try {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await encodeOne(job);
        } catch (error) {
          out.broken.add(job.track);
          out.failed.push({
            file: job.file.master.path,
            message: error instanceof Error ? error.message : String(error),
          });
        }
        done++;
        secondsDone += job.file.master.tags.duration;
        const elapsedMs = performance.now() - started;
        context.progress?.(
          progressLine({
            filesDone: done,
            filesTotal: jobs.length,
            secondsDone,
            secondsTotal: totalSeconds,
            elapsedMs,
          }),
        );
      }),
    );
  } finally {
    await pool.close();
  }
  out.encodeMs = performance.now() - started;
  return out;
}
