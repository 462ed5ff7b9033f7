/**
 * The import's write stage: the tracks added to the YAML's text, those that would make it invalid
 * left out one by one with the validator's reasons, then the file replaced only if no one changed
 * it since the import read it. Otherwise nothing is written, and the previews this import made
 * are removed, since no entry reaches them.
 */
import { rm } from 'node:fs/promises';
import { count, displayPath, formatConfigErrors } from '../config/format-errors.ts';
import { validateConfigSource, type ConfigSnapshot } from '../config/load-config.ts';
import { ConfigChangedError, replaceConfig } from '../config/replace-config.ts';
import type { TrackEntry } from './catalog-entry.ts';
import { ImportError, type ImportResult } from './import-result.ts';
import type { PlannedTrack } from './plan-model.ts';
import { addTracks } from './yaml-write.ts';

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

export interface ValidTracks {
  /** The YAML's text with the kept tracks added. */
  text: string;
  kept: PlannedTrack[];
  invalid: ImportResult['invalid'];
}

/** The tracks that leave the YAML valid, and the text with them; an error outside the new tracks stops the import. */
export function validTracks(
  source: string,
  tracks: readonly PlannedTrack[],
  entries: Map<PlannedTrack, TrackEntry>,
  configFile: string,
): ValidTracks {
  let kept = [...tracks];
  const invalid: ImportResult['invalid'] = [];
  for (;;) {
    const text = addTracks(
      source,
      kept.map((t) => entries.get(t)!),
    );
    const check = validateConfigSource(text, configFile);
    if (check.ok) return { text, kept, invalid };
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
      invalid.push({ track: kept.find((t) => t.entry.id === id)!.entry.title, messages });
    kept = kept.filter((t) => !guilty.has(t.entry.id));
  }
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

/** Writes `text` over the YAML as read; if it changed meanwhile, removes the `created` previews and says so. */
export async function writeConfig(
  configFile: string,
  read: ConfigSnapshot,
  text: string,
  created: readonly string[],
): Promise<void> {
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
