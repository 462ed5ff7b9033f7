/**
 * What an import would do, decided before anything is written, in stages: the files grouped into
 * cues with their sheet rows (cues.ts); each cue's tags, sheet row and file names merged, with
 * their conflicts (merge-facts.ts); a cue the catalog has compared with its YAML and left as it is
 * (catalog-conflicts.ts); a new one given its id, addresses and entry, or held back for what it
 * still needs (new-track.ts). Measuring and writing come after, in run-import.ts.
 */
import { catalogConflicts } from './catalog-conflicts.ts';
import { matchCues } from './cues.ts';
import { mergeFacts } from './merge-facts.ts';
import { newTrack, takenBy } from './new-track.ts';
import type { Cue, ExistingTrack, ImportPlan, Master, PlanOptions } from './plan-model.ts';
import type { SheetRow } from './sheet.ts';
import { titleKey } from './versions.ts';

export type {
  Conflict,
  ExistingTrack,
  ImportDefaults,
  ImportPlan,
  Master,
  Measurable,
  Need,
  PlannedEntry,
  PlannedFile,
  PlannedTrack,
  PlanOptions,
} from './plan-model.ts';
export { slug } from './new-track.ts';

/** Sheets round lengths to the second, some to the nearest; more than this is another file. */
const DURATION_SLACK = 1.5;
const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** A sheet's Duration checked against the file it describes: a mismatch is often the wrong file or an old mix. */
function lengthNotes(cue: Cue): string[] {
  const described = [
    [cue.main, cue.mainRow] as const,
    ...cue.versions.map((v, i) => [v.item, cue.versionRows[i]] as const),
  ];
  return described.flatMap(([file, row]) =>
    row?.duration === undefined || Math.abs(row.duration - file.tags.duration) <= DURATION_SLACK
      ? []
      : [
          `${file.name}: ${row.file}:${row.line} gives its length as ${clockOf(row.duration)}, the file plays ${clockOf(file.tags.duration)}`,
        ],
  );
}

export function planImport(
  masters: readonly Master[],
  rows: readonly SheetRow[],
  existing: readonly ExistingTrack[],
  options: PlanOptions = {},
): ImportPlan {
  const configName = options.configName ?? 'site.config.yaml';
  const { cues, unmatchedRows } = matchCues(
    masters,
    rows,
    existing.map((t) => t.title),
  );
  const plan: ImportPlan = { add: [], present: [], conflicts: [], needs: [], unmatchedRows, notes: [] };
  const taken = takenBy(existing);
  for (const cue of cues) {
    const merged = mergeFacts(cue, options);
    // A catalog imported before titles came from tags holds the file name's title.
    const already = existing.find(
      (t) => titleKey(t.title) === titleKey(cue.title) || titleKey(t.title) === titleKey(cue.cue),
    );
    if (already) {
      plan.conflicts.push(...catalogConflicts(cue, merged, already, configName));
      const files = [cue.main, ...cue.versions.map((v) => v.item)].map((m) => m.name);
      plan.present.push({ id: already.id, title: already.title, files });
      continue;
    }
    plan.conflicts.push(...merged.conflicts);
    plan.notes.push(...merged.notes, ...lengthNotes(cue));
    if (merged.held) continue;
    if (cue.mainLabel)
      plan.notes.push(
        `${cue.title}: no file is the full version, so ${cue.main.name} (${cue.mainLabel}) is the main one`,
      );
    const made = newTrack(cue, merged, taken, options);
    if ('missing' in made) plan.needs.push({ track: cue.title, source: cue.source, missing: made.missing });
    else plan.add.push(made.track);
  }
  return plan;
}
