/**
 * Adds tracks to the first catalog section of a site's YAML. The new entries are built with
 * the `yaml` document API and spliced in after the last track as text, so every other byte of
 * the file (comments, order, folded text, spacing) stays as the editor left it.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap, type YAMLSeq } from 'yaml';
import { TRACK_FIELDS, type TrackField } from '../../functions/src/contract/track-fields.ts';
import type { TrackEntry } from './catalog-entry.ts';

export class YamlWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'YamlWriteError';
  }
}

/** The track fields that are lists of words (versions, a list of its own, is not one). */
const LISTS = (TRACK_FIELDS as readonly TrackField[])
  .filter((field) => field.schema?.type === 'array')
  .map((field) => field.name);
const FLOW_LIST_LINE = new RegExp(`^(\\s*(?:${LISTS.join('|')}): )\\[ (.*) \\]$`);
/** Small maps, each on one line: `measured: { bpm: { confidence: 0.91 } }`, the master's loudness, `delivery: { master: x.wav }`. */
const FLOW_MAPS = [
  'measured',
  'delivery',
  ...(TRACK_FIELDS as readonly TrackField[])
    .filter((field) => field.schema?.type === 'object')
    .map((field) => field.name),
];

/** Short lists and each writer, publisher and version on one line, as the shipped config writes them. */
function trackNode(doc: Document, track: TrackEntry): Node {
  const node = doc.createNode(track) as YAMLMap;
  const flow = (path: string[]) => {
    const found = node.getIn(path, true);
    if (isSeq(found)) found.flow = true;
  };
  for (const list of LISTS) flow([list]);
  for (const name of FLOW_MAPS) {
    const map = node.get(name, true);
    if (isMap(map)) map.flow = true;
  }
  for (const list of [['versions'], ['rights', 'writers'], ['rights', 'publishers']]) {
    const seq = node.getIn(list, true);
    if (isSeq(seq)) for (const item of seq.items) if (isMap(item)) item.flow = true;
  }
  const description = node.get('description', true);
  if (isScalar(description)) description.type = 'BLOCK_FOLDED';
  // Lyrics keep their lines as sung.
  const lyrics = node.get('lyrics', true);
  if (isScalar(lyrics)) lyrics.type = 'BLOCK_LITERAL';
  return node;
}

/** The entries as block-sequence lines indented by `indent` spaces. */
function render(tracks: readonly TrackEntry[], indent: number): string {
  const doc = new Document([]);
  const seq = doc.contents as YAMLSeq;
  for (const track of tracks) seq.items.push(trackNode(doc, track));
  const text = doc.toString({ lineWidth: 0, flowCollectionPadding: true, indentSeq: true });
  return (
    text
      .replace(/\n$/, '')
      .split('\n')
      // Flow maps padded, flow lists not: `- { name: …, share: 100 }` and `moods: [Calm, Dark]`.
      .map((line) => line.replace(FLOW_LIST_LINE, '$1[$2]'))
      .map((line) => (line ? ' '.repeat(indent) + line : line))
      .join('\n')
  );
}

function columnOf(source: string, offset: number): number {
  return offset - (source.lastIndexOf('\n', offset - 1) + 1);
}

/** The offset just after the line holding `offset` (where a following line starts). */
function endOfLine(source: string, offset: number): number {
  const nl = source.indexOf('\n', offset);
  return nl < 0 ? source.length : nl + 1;
}

function catalogSections(doc: Document): YAMLMap[] {
  const sections = doc.get('sections', true);
  if (!isSeq(sections)) return [];
  return sections.items.filter((s): s is YAMLMap => isMap(s) && s.get('type') === 'catalog');
}

/** Titles and ids of the tracks already in the YAML's catalog sections. */
export function existingTracks(source: string): { id: string; title: string; node: Record<string, unknown> }[] {
  const doc = parseDocument(source);
  return catalogSections(doc).flatMap((section) => {
    const tracks = section.get('tracks', true);
    if (!isSeq(tracks)) return [];
    return tracks.items.flatMap((item) => {
      if (!isMap(item)) return [];
      const data = item.toJSON() as Record<string, unknown>;
      return typeof data.id === 'string' ? [{ id: data.id, title: String(data.title ?? ''), node: data }] : [];
    });
  });
}

/** The YAML with the tracks added at the end of its first catalog (one is added if none exists). */
export function addTracks(source: string, tracks: readonly TrackEntry[]): string {
  if (tracks.length === 0) return source;
  const doc = parseDocument(source);
  const [error] = doc.errors;
  if (error)
    throw new YamlWriteError(`the YAML has errors; run npm run check:config and fix them first (${error.message})`);
  const sections = doc.get('sections', true);
  if (!isSeq(sections) || sections.flow || !sections.range)
    throw new YamlWriteError('the YAML has no list of sections (sections:) to add a catalog to');
  const [catalog] = catalogSections(doc);
  const eol = source.includes('\r\n') ? '\r\n' : '\n';
  const withEol = (text: string) => text.replace(/\n/g, eol);
  if (!catalog) {
    const last = sections.items.at(-1);
    if (!last || !isMap(last) || !last.range) throw new YamlWriteError('the sections list is empty');
    const indent = columnOf(source, last.range[0]) - 2;
    const section = new Document({ type: 'catalog', id: 'catalog', heading: 'Catalog', tracks: [] });
    const head = section.toString({ lineWidth: 0 }).replace(/tracks: \[\]\n$/, 'tracks:\n');
    const block = `- ${head.replace(/\n(?=.)/g, '\n  ')}`.replace(/\n$/, '');
    const text = `${eol}${withEol(
      block
        .split('\n')
        .map((l) => ' '.repeat(indent) + l)
        .join('\n'),
    )}${eol}${withEol(render(tracks, indent + 4))}${eol}`;
    const at = endOfLine(source, last.range[1] - 1);
    return (
      source.slice(0, at) +
      (at === source.length && !source.endsWith('\n') ? eol : '') +
      text.slice(eol.length) +
      source.slice(at)
    );
  }
  const list = catalog.get('tracks', true);
  if (!isSeq(list) || list.flow || !list.range || list.items.length === 0) {
    throw new YamlWriteError(
      "the catalog's tracks are not a block list (- id: … lines); write its first track by hand",
    );
  }
  const lastItem = list.items.at(-1) as Node;
  const indent = columnOf(source, list.range[0]);
  const itemEnd = lastItem.range ? lastItem.range[1] : list.range[1];
  const at = endOfLine(source, Math.max(0, itemEnd - 1));
  const needsBreak = at === source.length && !source.endsWith('\n');
  return source.slice(0, at) + (needsBreak ? eol : '') + withEol(render(tracks, indent)) + eol + source.slice(at);
}
