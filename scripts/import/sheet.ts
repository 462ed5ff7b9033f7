/**
 * The metadata sheet publishers and libraries ask for, one row per file (or per title and
 * version), with repeating numbered writer and publisher columns. Every cell is checked here,
 * so a bad one is reported as `sheet.csv:14: Writer 2 Share 'forty' is not a number`.
 */
import { closest } from '../config/did-you-mean.ts';
import { plainLines } from '../text/plain-text.ts';
import type { Party } from './catalog-entry.ts';
import { decodeSheet, parseCsv, type CsvRow } from './csv.ts';
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

/** A party's cells as one row gives them; one with a cell too long to read is left unchecked: its problem is that cell. */
type PartyCells = Partial<Record<PartyField, string>> & { line: number; tooLong?: true };
type AiCells = Partial<Record<'ai' | 'aiTool' | 'aiStatement', string>>;

/** What each column is, and the columns the catalog has no place for; a sheet that cannot match a file is refused. */
function readHeader(
  header: CsvRow | undefined,
  file: string,
): { roles: (ColumnRole | null)[]; ignored: Sheet['ignored'] } {
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
  if (!roles.some((r) => r?.field === 'fileName' || r?.field === 'title'))
    throw new SheetError([
      {
        file,
        line: header.line,
        message: 'the sheet needs a File or a Title column to match its rows to the audio files',
      },
    ]);
  return { roles, ignored };
}

/** One plain cell read as its column says: `set` with the value, or `bad` with why it is none. */
function readScalar(read: Read, value: string, set: (read: unknown) => void, bad: (why: string) => void): void {
  switch (read) {
    case 'tempo': {
      const n = number(value);
      if (n === null) bad('is not a number');
      else if (n < 20 || n > 300) bad('is not a tempo between 20 and 300 BPM');
      else set(n);
      break;
    }
    case 'list':
      set(list(value));
      break;
    case 'key': {
      const key = readKey(value);
      if (key.ok) set(key.key);
      else bad(`is not a key: ${key.hint}`);
      break;
    }
    case 'language': {
      const tag = languageTag(value);
      if (tag === null)
        bad('is not a language: write its name (English, Brazilian Portuguese) or a BCP 47 tag (en, pt-BR)');
      else if (tag) set(tag);
      break;
    }
    case 'length': {
      const seconds = secondsOf(value);
      if (seconds === undefined) bad('is not a length: write m:ss, h:mm:ss or seconds');
      else set(seconds);
      break;
    }
    case 'vocals': {
      const v = VOCALS[value.toLowerCase()];
      if (v) set(v);
      else bad('is not instrumental, vocal or both');
      break;
    }
    case 'yesNo': {
      const lower = value.toLowerCase();
      if (TRUE.has(lower)) set(true);
      else if (FALSE.has(lower)) set(false);
      else bad('is not yes or no');
      break;
    }
    case 'code':
      set(value.toUpperCase());
      break;
    case 'ai':
    case 'prose':
    case 'line':
      set(value);
  }
}

/** A list's writers or publishers from their numbered columns, each checked, the shares adding up to 100. */
function partiesOf(
  list: 'writers' | 'publishers',
  found: [number, PartyCells][],
  problem: (message: string) => void,
): Party[] {
  const named: Party[] = [];
  for (const [index, p] of found) {
    if (p.tooLong) continue;
    const what = `${list === 'writers' ? 'Writer' : 'Publisher'} ${index}`;
    const name = p.name ?? [p.first, p.last].filter(Boolean).join(' ');
    const share = p.share === undefined ? null : number(p.share);
    if (!name) {
      problem(`${what} has a share, PRO or IPI but no name`);
      continue;
    }
    if (p.share === undefined) {
      problem(`${what} (${name}) has no share; give its percentage`);
      continue;
    }
    const ipi = p.ipi?.replace(/[\s.-]/g, '');
    const ipiOk = !ipi || list !== 'writers' || /^\d{9,11}$/.test(ipi);
    if (!ipiOk) problem(`${what} IPI '${p.ipi}' is not an IPI number (9 to 11 digits)`);
    if (share === null || !ipiOk) continue;
    if (!(share > 0 && share <= 100)) {
      problem(`${what} Share '${p.share}' is not a percentage above 0 and at most 100`);
      continue;
    }
    const party: Party = { name, share };
    if (p.pro) party.pro = p.pro;
    if (ipi) party.ipi = ipi;
    named.push(party);
  }
  const total = named.reduce((sum, p) => sum + p.share, 0);
  if (named.length === found.length && Math.abs(total - 100) > 0.005)
    problem(
      `${list === 'writers' ? 'writer' : 'publisher'} shares add up to ${Math.round(total * 100) / 100}, not 100`,
    );
  return named;
}

/** One body row, its problems added to `problems`. */
function readRow(
  roles: readonly (ColumnRole | null)[],
  { line, cells }: CsvRow,
  file: string,
  problems: SheetProblem[],
) {
  const row: SheetRow = { file, line };
  const problem = (message: string) => problems.push({ file, line, message });
  const aiCells: AiCells = {};
  const parties = { writers: new Map<number, PartyCells>(), publishers: new Map<number, PartyCells>() };
  roles.forEach((role, i) => {
    const value = (cells[i] ?? '').trim();
    if (!role || value === '') return;
    const limit = longest(role.field);
    const tooLong = value.length > limit;
    if (tooLong)
      problem(
        `${role.header} (column ${columnLetter(i)}) is ${count(value.length)} characters long, more than the ${count(limit)} this column takes; a whole column pasted into one cell?`,
      );
    const bad = (why: string) => problem(`${role.header} '${value}' ${why}`);
    if (role.kind === 'party') {
      const map = parties[role.list!];
      const party = map.get(role.index!) ?? { line };
      if (tooLong) party.tooLong = true;
      else party[role.field as PartyField] = value;
      map.set(role.index!, party);
      if (!tooLong && role.field === 'share' && number(value) === null) bad('is not a number');
      return;
    }
    if (tooLong) return;
    const field = role.field as Scalar;
    const read = COLUMNS.get(field)!.read;
    const set = (v: unknown) =>
      read === 'ai' ? (aiCells[field as keyof AiCells] = value) : ((row as Record<string, unknown>)[field] = v);
    readScalar(read, value, set, bad);
  });
  for (const list of ['writers', 'publishers'] as const) {
    const found = [...parties[list].entries()].sort((a, b) => a[0] - b[0]);
    if (found.length) row[list] = partiesOf(list, found, problem);
  }
  if (aiCells.ai || aiCells.aiTool || aiCells.aiStatement) {
    const read = aiDisclosure(aiCells.ai ?? '', aiCells.aiTool, aiCells.aiStatement);
    if ('problem' in read) problem(read.problem);
    else row.ai = read.disclosure;
  }
  if (!row.fileName && !row.title) problem('the row has neither a File nor a Title, so it matches no audio file');
  return row;
}

export function parseSheet(bytes: Uint8Array, file: string): Sheet {
  const [header, ...body] = parseCsv(decodeSheet(bytes));
  const { roles, ignored } = readHeader(header, file);
  const problems: SheetProblem[] = [];
  const rows = body.map((csvRow) => readRow(roles, csvRow, file, problems));
  if (problems.length) throw new SheetError(problems);
  return { rows, ignored };
}
