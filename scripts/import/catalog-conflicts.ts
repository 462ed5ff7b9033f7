/**
 * A cue already in the catalog is never changed: its conflicts were settled when it came in,
 * and the YAML decides now. What its files and sheet row say otherwise is reported, the YAML kept.
 */
import { normalizeKey } from '../../src/sections/catalog/musical-key.ts';
import type { Party } from './catalog-entry.ts';
import { partiesText, sameBpm, sameIsrc } from './merge-facts.ts';
import type { Conflict, Cue, ExistingTrack, MergedFacts } from './plan-model.ts';

export function catalogConflicts(
  cue: Cue,
  merged: MergedFacts,
  already: ExistingTrack,
  configName: string,
): Conflict[] {
  const yaml = already.node;
  const rights = (yaml.rights ?? {}) as Record<string, unknown>;
  const conflicts: Conflict[] = [];
  const compare = <T>(
    field: string,
    ours: T | undefined,
    theirs: unknown,
    agree: (a: T, b: T) => boolean,
    show: (v: T) => string,
  ) => {
    if (ours === undefined || theirs === undefined || agree(ours, theirs as T)) return;
    conflicts.push({
      track: cue.title,
      field,
      values: [
        { from: configName, value: show(theirs as T) },
        { from: cue.source, value: show(ours) },
      ],
      chosen: configName,
    });
  };
  compare('BPM', merged.bpm, yaml.bpm, sameBpm, String);
  compare(
    'key',
    merged.key,
    yaml.key,
    (ours: string, theirs: string) => ours === (normalizeKey(theirs) ?? theirs),
    String,
  );
  compare('ISRC', merged.isrc, rights.isrc, sameIsrc, String);
  compare('ISWC', cue.mainRow?.iswc, rights.iswc, (a: string, b: string) => a === b, String);
  if (merged.writers)
    compare(
      'writers',
      merged.writers,
      rights.writers,
      (a: Party[], b: Party[]) => partiesText(a) === partiesText(b),
      partiesText,
    );
  return conflicts;
}
