/**
 * The plan's merge stage: one cue's facts from its tags, its sheet row and its file names, by
 * their precedence. The sheet is the rights record and wins where the tags say nothing else; where
 * they disagree the track is held back unless --prefer chose; a file name fills in what both leave
 * out. What one source said and the merge did not keep becomes a note.
 */
import { readKey } from '../../src/sections/catalog/musical-key.ts';
import type { Party } from './catalog-entry.ts';
import type { Conflict, Cue, ImportDefaults, MergedFacts } from './plan-model.ts';
import type { SheetRow } from './sheet.ts';
import type { MasterTags } from './tags.ts';

interface Fact<T> {
  field: string;
  /** What the file's tags say, and the sheet's row: undefined where it says nothing. */
  file?: T | undefined;
  sheet?: T | undefined;
  same: (a: T, b: T) => boolean;
  show: (v: T) => string;
}

export const setOf = (values: readonly string[]) =>
  [...new Set(values.map((v) => v.trim().toLowerCase()))].sort().join('|');
export const partiesText = (parties: readonly Party[]) => parties.map((p) => `${p.name} ${p.share}%`).join(', ');
export const sameBpm = (a: number, b: number) => Math.abs(a - b) < 0.01;
export const sameIsrc = (a: string, b: string) =>
  a.replace(/-/g, '').toUpperCase() === b.replace(/-/g, '').toUpperCase();
const sameNames = (a: Party[], b: Party[]) =>
  a.every((p) => b.some((q) => q.name.toLowerCase() === p.name.toLowerCase()));
const namesText = (v: Party[]) => v.map((p) => p.name).join(', ');

/** Each fact both the tags and the sheet can give, with what counts as the same value. */
function factsOf(tags: MasterTags, row: SheetRow | undefined, tagKey: string | undefined) {
  return {
    bpm: { field: 'BPM', file: tags.bpm, sheet: row?.bpm, same: sameBpm, show: String },
    key: { field: 'key', file: tagKey, sheet: row?.key, same: (a, b) => a === b, show: String },
    isrc: {
      field: 'ISRC',
      file: tags.isrc,
      sheet: row?.isrc,
      same: sameIsrc,
      show: String,
    },
    writers: {
      field: 'writers',
      file: tags.composers.length
        ? tags.composers.map((name) => ({ name, share: tags.composers.length === 1 ? 100 : 0 }))
        : undefined,
      sheet: row?.writers,
      // The sheet is the rights record: tags naming fewer of its writers (often the artist alone) agree with it.
      same: sameNames,
      show: namesText,
    },
    publishers: {
      field: 'publishers',
      file: tags.publisher ? [{ name: tags.publisher, share: 100 }] : undefined,
      sheet: row?.publishers,
      same: sameNames,
      show: namesText,
    },
  } satisfies {
    bpm: Fact<number>;
    key: Fact<string>;
    isrc: Fact<string>;
    writers: Fact<Party[]>;
    publishers: Fact<Party[]>;
  };
}

/** A key tag is read in any notation; one that names no key is said, and the sheet's or the editor's is needed. */
function tagKeyOf(main: Cue['main'], notes: string[]): string | undefined {
  const keyRead = main.tags.key === undefined ? undefined : readKey(main.tags.key);
  if (keyRead && !keyRead.ok)
    notes.push(`${main.name}: its key tag '${main.tags.key}' names no key (${keyRead.hint}); left out`);
  return keyRead?.ok ? keyRead.key : undefined;
}

export function mergeFacts(
  cue: Cue,
  options: { prefer?: 'sheet' | 'file' | undefined; defaults?: ImportDefaults | undefined },
): MergedFacts {
  const { main, mainRow, title } = cue;
  const tags = main.tags;
  const notes: string[] = [];
  const conflicts: Conflict[] = [];
  let held = false;
  const facts = factsOf(tags, mainRow, tagKeyOf(main, notes));
  const fileFrom = `${main.name} (tags)`;
  const sheetFrom = mainRow ? `${mainRow.file}:${mainRow.line}` : '';
  const pick = <T>(fact: Fact<T>): T | undefined => {
    if (fact.file === undefined || fact.sheet === undefined || fact.same(fact.file, fact.sheet))
      return fact.sheet ?? fact.file;
    const values = [
      { from: fileFrom, value: fact.show(fact.file) },
      { from: sheetFrom, value: fact.show(fact.sheet) },
    ];
    const conflict: Conflict = { track: title, field: fact.field, values };
    if (options.prefer) conflict.chosen = options.prefer === 'sheet' ? sheetFrom : fileFrom;
    else held = true;
    conflicts.push(conflict);
    return options.prefer === 'file' ? fact.file : fact.sheet;
  };
  /** Words describing the track (moods, genres): the sheet's, with the tags filling what it leaves empty. */
  const describe = (field: string, file: string[], sheet: string[] | undefined): string[] => {
    if (sheet?.length && file.length && setOf(file) !== setOf(sheet))
      notes.push(`${title}: the sheet's ${field} (${sheet.join(', ')}) kept over the tags' (${file.join(', ')})`);
    return sheet?.length ? sheet : file;
  };
  // A tempo or key in a file's name fills in what the tags and the sheet leave out.
  const withName = <T extends number | string>(picked: T | undefined, fact: 'bpm' | 'key', show: (v: T) => string) => {
    const inName = cue.named.map((n) => n[fact]).find((v) => v !== undefined) as T | undefined;
    if (picked !== undefined && inName !== undefined && picked !== inName)
      notes.push(
        `${title}: the file name says ${show(inName)}, the ${mainRow ? 'sheet or tags' : 'tags'} ${show(picked)}; ${show(picked)} kept`,
      );
    return picked ?? inName;
  };
  const bpm = withName(pick(facts.bpm), 'bpm', (v) => `${v} BPM`);
  const key = withName(pick(facts.key), 'key', String);
  const isrc = pick(facts.isrc);
  const genres = describe('genres', tags.genres, mainRow?.genres);
  const moods = describe('moods', tags.moods, mainRow?.moods);
  const pickedWriters = pick(facts.writers);
  const tagWriters: Party[] | undefined =
    tags.composers.length === 1 ? [{ name: tags.composers[0]!, share: 100 }] : undefined;
  const writers = pickedWriters === facts.writers.file ? tagWriters : pickedWriters;
  const publishers = pick(facts.publishers) ?? options.defaults?.publishers ?? [];
  const sheetWriters = mainRow?.writers;
  if (
    sheetWriters &&
    tags.composers.length &&
    tags.composers.length < sheetWriters.length &&
    conflicts.every((c) => c.field !== 'writers')
  )
    notes.push(
      `${title}: the tags name ${tags.composers.join(', ')}; the sheet's writers (${partiesText(sheetWriters)}) kept`,
    );
  return { bpm, key, isrc, genres, moods, writers, publishers, conflicts, held, notes };
}
