/**
 * The metadata sheet publishers and libraries ask for, one row per file (or per title and
 * version), with repeating numbered writer and publisher columns. Every cell is checked here,
 * so a bad one is reported as `sheet.csv:14: Writer 2 Share 'forty' is not a number`.
 */
import { closest } from '../config/did-you-mean.ts';
import { plainLines } from '../text/plain-text.ts';
import type { Party } from './catalog-entry.ts';
import { decodeSheet, parseCsv } from './csv.ts';
import type { CatalogTrack } from '../../functions/src/contract/site-config.generated.ts';
import {
  TRACK_FIELDS,
  type FieldsWith,
  type SheetRead,
  type TrackField,
} from '../../functions/src/contract/track-fields.ts';
import { aiDisclosure } from './ai-disclosure.ts';
import { languageTag } from './language.ts';
import { readKey } from '../../src/sections/catalog/musical-key.ts';
import { secondsOf } from './duration.ts';
import { listItems } from './list-items.ts';

export type Vocals = CatalogTrack['vocals'];

/**
 * One row as read: the catalog track's own fields where a sheet gives them (those the track-field
 * table gives `sheet` columns, the schema's types), the rights flattened as sheets lay them out,
 * and what only places the file.
 */
export type SheetRow = Partial<
  Pick<CatalogTrack, 'title' | FieldsWith<{ sheet: object }> | 'ai'> &
    Pick<CatalogTrack['rights'], 'oneStop' | 'preCleared' | 'master' | 'isrc' | 'iswc'>
> & {
  file: string;
  line: number;
  /** The file this row is about: its name, with or without the extension. */
  fileName?: string;
  /** The version's label; empty or a main word (Main, Full) means the main version. */
  version?: string;
  writers?: Party[];
  publishers?: Party[];
  /** Seconds, as the sheet gives the length, to check against the file's. */
  duration?: number;
};

/** What a sheet reads and what it leaves out. */
export interface Sheet {
  rows: SheetRow[];
  /** Columns the catalog has no place for, each once, with a close known name where there is one. */
  ignored: { header: string; hint?: string }[];
}

export interface SheetProblem {
  file: string;
  line: number;
  message: string;
}

export class SheetError extends Error {
  constructor(readonly problems: readonly SheetProblem[]) {
    // Messages quote cells, which may hold terminal escapes.
    super(plainLines(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n')));
    this.name = 'SheetError';
  }
}

type Scalar =
  Exclude<keyof SheetRow, 'file' | 'line' | 'writers' | 'publishers' | 'ai'> | 'ai' | 'aiTool' | 'aiStatement';

/** How a cell is read: as the table says for a track field, and as these for the columns only the import knows. */
type Read = SheetRead | 'code' | 'length' | 'ai';

/** The columns that are no plain track field: what places the file, the rights, the AI disclosure. */
const OWN_COLUMNS: Record<Exclude<Scalar, FieldsWith<{ sheet: object }>>, { names: readonly string[]; read: Read }> = {
  fileName: { names: ['File', 'File Name', 'Filename', 'Audio File'], read: 'line' },
  title: { names: ['Title', 'Track Title', 'Song Title', 'Track'], read: 'line' },
  version: { names: ['Version', 'Version Name', 'Version Title', 'Version Label'], read: 'line' },
  oneStop: { names: ['One-stop', 'One Stop'], read: 'yesNo' },
  preCleared: { names: ['Pre-cleared', 'Precleared'], read: 'yesNo' },
  master: { names: ['Master Owner', 'Master', 'Master Rights Owner'], read: 'line' },
  isrc: { names: ['ISRC', 'ISRC Code'], read: 'code' },
  iswc: { names: ['ISWC', 'ISWC Code'], read: 'code' },
  ai: { names: ['AI', 'AI Disclosure', 'AI Use', 'AI Usage'], read: 'ai' },
  aiTool: { names: ['AI Tool', 'AI Tools'], read: 'ai' },
  aiStatement: { names: ['Human Authorship', 'Human Authorship Statement', 'AI Statement'], read: 'ai' },
  duration: { names: ['Duration', 'Length', 'Time', 'Track Duration'], read: 'length' },
};

/** Every plain column, by the names sheets use for it (compared without case, spaces or punctuation): the track fields' from the table, then the import's own. */
const COLUMNS = new Map<Scalar, { names: readonly string[]; read: Read }>([
  ...(TRACK_FIELDS as readonly TrackField[]).flatMap((field) =>
    field.sheet ? [[field.name as Scalar, { names: field.sheet.columns, read: field.sheet.read }] as const] : [],
  ),
  ...(Object.entries(OWN_COLUMNS) as [Scalar, { names: readonly string[]; read: Read }][]),
]);

/** Columns libraries' sheets carry that a catalog track has no place for: left out without a hint. */
const KNOWN_UNUSED = [
  'Album',
  'Album Title',
  'Album Code',
  'Track Number',
  'Track No',
  'Release Date',
  'Catalog',
  'Catalog Number',
  'Label',
  'Artist',
  'Album Description',
  'Composer',
  'Publisher',
  'Writer',
  'Notes',
  'Comments',
];

type PartyField = 'name' | 'first' | 'last' | 'share' | 'pro' | 'ipi';
const PARTY_FIELDS: Record<PartyField, readonly string[]> = {
  name: ['Name', ''],
  first: ['First Name'],
  last: ['Last Name'],
  share: ['Share', 'Split', 'Share %', 'Percentage', 'Collection Share Percentage', 'Ownership Share'],
  pro: ['PRO', 'Society', 'PRO Affiliation'],
  ipi: [
    'IPI',
    'CAE',
    'IPI/CAE',
    'CAE/IPI',
    'IPI Number',
    'IPI Name Number',
    'CAE Number',
    'CAE/IPI Number',
    'IPI/CAE Number',
  ],
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9%]/g, '');

interface ColumnRole {
  header: string;
  kind: 'scalar' | 'party';
  field: Scalar | PartyField;
  list?: 'writers' | 'publishers';
  index?: number;
}

const SCALAR_BY_NAME = new Map<string, Scalar>(
  [...COLUMNS].flatMap(([field, { names }]) => names.map((n) => [norm(n), field] as const)),
);
const PARTY_BY_NAME = new Map<string, PartyField>(
  Object.entries(PARTY_FIELDS).flatMap(([field, names]) => names.map((n) => [norm(n), field as PartyField] as const)),
);

/** `TRACK: Keywords` (HarvestMedia's layout) is `Keywords`; an album's or library's column, or a site's `Custom:` one, is no track's. */
function unprefixed(header: string): string | null {
  const prefixed = /^\s*(track|song|album|library|custom)\s*:\s*(.*)$/i.exec(header);
  if (!prefixed) return header;
  return /^(track|song)$/i.test(prefixed[1]!) ? prefixed[2]! : null;
}

function roleOf(written: string): ColumnRole | null {
  const header = unprefixed(written);
  if (header === null) return null;
  const scalar = SCALAR_BY_NAME.get(norm(header));
  if (scalar) return { header: written, kind: 'scalar', field: scalar };
  // "Writer 1 Name", "Composer 2 Share", "Publisher 1 PRO", "Writer 1 Collection Share Percentage 1".
  const m = /^\s*(writer|composer|songwriter|publisher)\s*(\d+)\s*(.*?)(?:\s+\d+)?\s*$/i.exec(header);
  if (!m) return null;
  // Every group takes part in a match (the third possibly empty).
  const field = PARTY_BY_NAME.get(norm(m[3]!));
  if (!field) return null;
  return {
    header: written,
    kind: 'party',
    field,
    list: /publisher/i.test(m[1]!) ? 'publishers' : 'writers',
    index: Number(m[2]),
  };
}

const ALL_NAMES = [
  ...[...COLUMNS.values()].flatMap((column) => column.names),
  'Writer 1 Name',
  'Writer 1 Share',
  'Writer 1 PRO',
  'Writer 1 IPI',
  'Publisher 1 Name',
  'Publisher 1 Share',
  'Publisher 1 PRO',
];
const UNUSED = new Set(KNOWN_UNUSED.map(norm));

const TRUE = new Set(['yes', 'y', 'true', '1', 'x']);
const FALSE = new Set(['no', 'n', 'false', '0']);
const VOCALS: Record<string, Vocals> = {
  instrumental: 'instrumental',
  inst: 'instrumental',
  none: 'instrumental',
  vocal: 'vocal',
  vocals: 'vocal',
  both: 'both',
  'vocal and instrumental': 'both',
};

/** A percentage as sheets write it: 50, 50%, 50.5 or 50,5. */
function number(text: string): number | null {
  const t = text
    .trim()
    .replace(/%$/, '')
    .trim()
    .replace(/^(\d+),(\d+)$/, '$1.$2');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

const list = (text: string) => listItems(text, ';,|');

/**
 * The most a cell holds, far above any real one: the longest song's lyrics run to some 10,000
 * characters, a list of keywords to a few hundred. A longer cell is a mistake (a column pasted
 * into one cell), and is refused before any reading of it can take long.
 */
const LONGEST_TEXT = 100_000;
const LONGEST_CELL = 10_000;
const longest = (field: Scalar | PartyField) =>
  COLUMNS.get(field as Scalar)?.read === 'prose' || field === 'aiStatement' ? LONGEST_TEXT : LONGEST_CELL;

const count = (n: number) => n.toLocaleString('en');

/** A column as a spreadsheet letters it: A, Z, AA. */
function columnLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnLetter(Math.floor(index / 26) - 1) + letter;
}

export function parseSheet(bytes: Uint8Array, file: string): Sheet {
  const rows = parseCsv(decodeSheet(bytes));
  const problems: SheetProblem[] = [];
  const [header, ...body] = rows;
  if (!header)
    throw new SheetError([
      {
        file,
        line: 1,
        message: 'the sheet is empty; its first line names the columns (File, Title, BPM, Writer 1 Name…)',
      },
    ]);
  const roles = header.cells.map((h) => h.trim()).map((h) => (h ? roleOf(h) : null));
  // A library's master sheet has columns for every library it delivers to: what has no place here is left out, said once.
  const ignored = header.cells
    .map((h) => h.trim())
    .filter((h, i) => h && !roles[i])
    .map((h) => {
      const hint = UNUSED.has(norm(unprefixed(h) ?? h)) || unprefixed(h) === null ? undefined : closest(h, ALL_NAMES);
      return { header: h, ...(hint && { hint }) };
    });
  if (!roles.some((r) => r?.field === 'fileName' || r?.field === 'title')) {
    problems.push({
      file,
      line: header.line,
      message: 'the sheet needs a File or a Title column to match its rows to the audio files',
    });
  }
  if (problems.length) throw new SheetError(problems);

  const out: SheetRow[] = [];
  for (const { line, cells } of body) {
    const row: SheetRow = { file, line };
    const aiCells: Partial<Record<'ai' | 'aiTool' | 'aiStatement', string>> = {};
    // A party with a cell too long to read is left unchecked: its problem is that cell.
    const parties: Record<
      'writers' | 'publishers',
      Map<number, Partial<Record<PartyField, string>> & { line: number; tooLong?: true }>
    > = {
      writers: new Map(),
      publishers: new Map(),
    };
    const bad = (header: string, value: string, why: string) =>
      problems.push({ file, line, message: `${header} '${value}' ${why}` });
    roles.forEach((role, i) => {
      const value = (cells[i] ?? '').trim();
      if (!role || value === '') return;
      const limit = longest(role.field);
      const tooLong = value.length > limit;
      if (tooLong) {
        problems.push({
          file,
          line,
          message: `${role.header} (column ${columnLetter(i)}) is ${count(value.length)} characters long, more than the ${count(limit)} this column takes; a whole column pasted into one cell?`,
        });
      }
      if (role.kind === 'party') {
        const map = parties[role.list!];
        const party = map.get(role.index!) ?? { line };
        if (tooLong) {
          party.tooLong = true;
          map.set(role.index!, party);
          return;
        }
        party[role.field as PartyField] = value;
        map.set(role.index!, party);
        if (role.field === 'share' && number(value) === null) bad(role.header, value, 'is not a number');
        return;
      }
      if (tooLong) return;
      const field = role.field as Scalar;
      const set = (read: unknown) => ((row as Record<string, unknown>)[field] = read);
      switch (COLUMNS.get(field)!.read) {
        case 'tempo': {
          const n = number(value);
          if (n === null) bad(role.header, value, 'is not a number');
          else if (n < 20 || n > 300) bad(role.header, value, 'is not a tempo between 20 and 300 BPM');
          else set(n);
          break;
        }
        case 'list':
          set(list(value));
          break;
        case 'key': {
          const key = readKey(value);
          if (key.ok) set(key.key);
          else bad(role.header, value, `is not a key: ${key.hint}`);
          break;
        }
        case 'language': {
          const tag = languageTag(value);
          if (tag === null)
            bad(
              role.header,
              value,
              'is not a language: write its name (English, Brazilian Portuguese) or a BCP 47 tag (en, pt-BR)',
            );
          else if (tag) set(tag);
          break;
        }
        case 'length': {
          const seconds = secondsOf(value);
          if (seconds === undefined) bad(role.header, value, 'is not a length: write m:ss, h:mm:ss or seconds');
          else set(seconds);
          break;
        }
        case 'ai':
          aiCells[field as 'ai' | 'aiTool' | 'aiStatement'] = value;
          break;
        case 'vocals': {
          const v = VOCALS[value.toLowerCase()];
          if (v) set(v);
          else bad(role.header, value, 'is not instrumental, vocal or both');
          break;
        }
        case 'yesNo': {
          const lower = value.toLowerCase();
          if (TRUE.has(lower)) set(true);
          else if (FALSE.has(lower)) set(false);
          else bad(role.header, value, 'is not yes or no');
          break;
        }
        case 'code':
          set(value.toUpperCase());
          break;
        case 'prose':
        case 'line':
          set(value);
      }
    });
    for (const list of ['writers', 'publishers'] as const) {
      const found = [...parties[list].entries()].sort((a, b) => a[0] - b[0]);
      if (!found.length) continue;
      const named: Party[] = [];
      for (const [index, p] of found) {
        if (p.tooLong) continue;
        const what = `${list === 'writers' ? 'Writer' : 'Publisher'} ${index}`;
        const name = p.name ?? [p.first, p.last].filter(Boolean).join(' ');
        const share = p.share === undefined ? null : number(p.share);
        if (!name) {
          problems.push({ file, line, message: `${what} has a share, PRO or IPI but no name` });
          continue;
        }
        if (p.share === undefined) {
          problems.push({ file, line, message: `${what} (${name}) has no share; give its percentage` });
          continue;
        }
        const ipi = p.ipi?.replace(/[\s.-]/g, '');
        const ipiOk = !ipi || list !== 'writers' || /^\d{9,11}$/.test(ipi);
        if (!ipiOk)
          problems.push({ file, line, message: `${what} IPI '${p.ipi}' is not an IPI number (9 to 11 digits)` });
        if (share === null || !ipiOk) continue;
        if (!(share > 0 && share <= 100)) {
          problems.push({
            file,
            line,
            message: `${what} Share '${p.share}' is not a percentage above 0 and at most 100`,
          });
          continue;
        }
        const party: Party = { name, share };
        if (p.pro) party.pro = p.pro;
        if (ipi) party.ipi = ipi;
        named.push(party);
      }
      const total = named.reduce((sum, p) => sum + p.share, 0);
      if (named.length === found.length && Math.abs(total - 100) > 0.005) {
        problems.push({
          file,
          line,
          message: `${list === 'writers' ? 'writer' : 'publisher'} shares add up to ${Math.round(total * 100) / 100}, not 100`,
        });
      }
      row[list] = named;
    }
    if (aiCells.ai || aiCells.aiTool || aiCells.aiStatement) {
      const read = aiDisclosure(aiCells.ai ?? '', aiCells.aiTool, aiCells.aiStatement);
      if ('problem' in read) problems.push({ file, line, message: read.problem });
      else row.ai = read.disclosure;
    }
    if (!row.fileName && !row.title)
      problems.push({ file, line, message: 'the row has neither a File nor a Title, so it matches no audio file' });
    out.push(row);
  }
  if (problems.length) throw new SheetError(problems);
  return { rows: out, ignored };
}
