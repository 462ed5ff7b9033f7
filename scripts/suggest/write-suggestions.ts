/**
 * Writes suggested moods, genres and instruments into tracks already in a site's YAML, each into
 * its field and marked in the track's `suggested` map, as text edits at the nodes' places: every
 * other byte of the file (comments, order, spacing) stays as the editor left it. A field with a
 * value and no mark is the artist's and is never written over.
 */
import { isMap, isScalar, isSeq, parseDocument, stringify, type Pair, type YAMLMap } from 'yaml';
import { TRACK_FIELDS } from '../../functions/src/contract/track-fields.ts';
import type { Suggestion, SuggestedField } from '../../src/sections/catalog/sound/suggest-tags.ts';
import { YamlWriteError } from '../import/yaml-write.ts';

export type TrackSuggestions = Partial<Record<SuggestedField, Suggestion>>;

/** What the YAML says of a track's suggested fields: the artist's values, and which fields hold suggestions. */
export interface TrackTags {
  id: string;
  /** The values the artist typed: a marked field's values are suggestions, not tags, and are left out. */
  typed: Partial<Record<SuggestedField, string[]>>;
  /** The fields marked `suggested`. */
  marked: SuggestedField[];
}

const FIELD_ORDER = TRACK_FIELDS.map((field) => field.name as string);
const rank = (name: string) => FIELD_ORDER.indexOf(name);

interface Edit {
  at: number;
  end: number;
  text: string;
  rank: number;
}

const trackItems = (source: string) => {
  const doc = parseDocument(source);
  const [error] = doc.errors;
  if (error)
    throw new YamlWriteError(`the YAML has errors; run npm run check:config and fix them first (${error.message})`);
  const sections = doc.get('sections', true);
  if (!isSeq(sections)) return [];
  return sections.items
    .filter((s): s is YAMLMap => isMap(s) && s.get('type') === 'catalog')
    .flatMap((section) => {
      const tracks = section.get('tracks', true);
      return isSeq(tracks) ? tracks.items.filter((item): item is YAMLMap => isMap(item)) : [];
    });
};

const words = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Each track's typed and marked fields, in the YAML's order. */
export function trackTags(source: string, fields: readonly SuggestedField[]): TrackTags[] {
  return trackItems(source).flatMap((item) => {
    const data = item.toJSON() as Record<string, unknown>;
    if (typeof data.id !== 'string') return [];
    const mark = (data.suggested ?? {}) as Record<string, unknown>;
    const marked = fields.filter((field) => field in mark);
    const typed = Object.fromEntries(
      fields.filter((field) => !marked.includes(field)).map((field) => [field, words(data[field])]),
    );
    return [{ id: data.id, typed, marked }];
  });
}

/** `[Tense, Dark]`, each value quoted only where YAML needs it. */
const flowList = (values: readonly string[]) =>
  `[${values.map((value) => stringify(value, { lineWidth: 0 }).trimEnd()).join(', ')}]`;

const markText = (marks: Record<string, { confidence: number; from: string[] }>) =>
  `{ ${Object.entries(marks)
    .map(([field, m]) => `${field}: { confidence: ${m.confidence}, from: [${m.from.join(', ')}] }`)
    .join(', ')} }`;

const endOfLine = (source: string, offset: number) => {
  const nl = source.indexOf('\n', offset);
  return nl < 0 ? source.length : nl + 1;
};

const keyName = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : '');

/** An edit that sets `name` in the track: its value replaced where the key is, else a line after the field before it in the table's order. */
function setField(source: string, item: YAMLMap, name: string, text: string): Edit {
  const pairs = item.items as Pair[];
  const pair = pairs.find((p) => keyName(p) === name);
  const keyRange = isScalar(pair?.key) ? pair.key.range : undefined;
  const valueRange = (pair?.value as { range?: [number, number, number] } | null)?.range;
  if (keyRange && valueRange) {
    const colon = source.indexOf(':', keyRange[1]);
    return { at: colon + 1, end: valueRange[1], text: ` ${text}`, rank: rank(name) };
  }
  const first = pairs[0]!.key as { range: [number, number, number] };
  const column = first.range[0] - (source.lastIndexOf('\n', first.range[0] - 1) + 1);
  const before = pairs.filter((p) => rank(keyName(p)) < rank(name)).at(-1) ?? pairs[0]!;
  const end = (before.value as { range?: [number, number, number] } | null)?.range?.[1] ?? first.range[1];
  const at = endOfLine(source, Math.max(0, end - 1));
  const eol = source.includes('\r\n') ? '\r\n' : '\n';
  const lead = at === source.length && !source.endsWith('\n') ? eol : '';
  return { at, end: at, text: `${lead}${' '.repeat(column)}${name}: ${text}${eol}`, rank: rank(name) };
}

/**
 * The YAML with each suggestion written into its track: the field's values, and its mark with
 * the vote's confidence and the tracks it came from. A field the artist typed (a value and no
 * mark) is left as it is, whatever is asked.
 */
export function writeSuggestions(source: string, suggestions: ReadonlyMap<string, TrackSuggestions>): string {
  const edits: Edit[] = [];
  for (const item of trackItems(source)) {
    const id = item.get('id');
    const asked = typeof id === 'string' ? suggestions.get(id) : undefined;
    if (!asked) continue;
    if (item.flow)
      throw new YamlWriteError(
        `track ${id} is written on one line ({ id: … }); write it as a block to take suggestions`,
      );
    const data = item.toJSON() as Record<string, unknown>;
    const marks = { ...((data.suggested ?? {}) as Record<string, { confidence: number; from: string[] }>) };
    const writable = (Object.keys(asked) as SuggestedField[]).filter(
      (field) => field in marks || words(data[field]).length === 0,
    );
    if (!writable.length) continue;
    for (const field of writable) {
      const { values, confidence, from } = asked[field]!;
      edits.push(setField(source, item, field, flowList(values.map((v) => v.value))));
      marks[field] = { confidence, from };
    }
    edits.push(setField(source, item, 'suggested', markText(marks)));
  }
  // From the end, so each edit's offsets still hold; at one place, the later field first so the lines come in the table's order.
  edits.sort((a, b) => b.at - a.at || b.rank - a.rank);
  return edits.reduce((text, edit) => text.slice(0, edit.at) + edit.text + text.slice(edit.end), source);
}
