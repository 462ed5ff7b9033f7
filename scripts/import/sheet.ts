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
import { aiDisclosure } from './ai-disclosure.ts';
import { languageTag } from './language.ts';
import { readKey } from '../../src/sections/catalog/musical-key.ts';
import { secondsOf } from './duration.ts';
import { listItems } from './list-items.ts';

export type Vocals = CatalogTrack['vocals'];

/**
 * One row as read: the catalog track's own fields where a sheet gives them (the schema's types,
 * picked), the rights flattened as sheets lay them out, and what only places the file.
 */
export type SheetRow = Partial<
  Pick<CatalogTrack, 'title' | 'bpm' | 'key' | 'moods' | 'genres' | 'vocals' | 'description' | 'explicit' | 'stems' | 'download'> &
    Pick<CatalogTrack, 'keywords' | 'instruments' | 'lyrics' | 'lyricThemes' | 'language' | 'era' | 'soundsLike' | 'ai'> &
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

type Scalar = Exclude<keyof SheetRow, 'file' | 'line' | 'writers' | 'publishers' | 'ai'> | 'ai' | 'aiTool' | 'aiStatement';

/** Every plain column, by the names sheets use for it (compared without case, spaces or punctuation). */
const COLUMNS: Record<Scalar, readonly string[]> = {
  fileName: ['File', 'File Name', 'Filename', 'Audio File'],
  title: ['Title', 'Track Title', 'Song Title', 'Track'],
  version: ['Version', 'Version Name', 'Version Title', 'Version Label'],
  bpm: ['BPM', 'Tempo'],
  key: ['Key', 'Musical Key'],
  moods: ['Moods', 'Mood'],
  genres: ['Genres', 'Genre'],
  vocals: ['Vocals', 'Vocal', 'Vocal Type', 'Instrumental or Vocal'],
  description: ['Description', 'Track Description', 'Keywords Description'],
  oneStop: ['One-stop', 'One Stop'],
  preCleared: ['Pre-cleared', 'Precleared'],
  explicit: ['Explicit'],
  stems: ['Stems', 'Stems Available'],
  download: ['Download'],
  master: ['Master Owner', 'Master', 'Master Rights Owner'],
  isrc: ['ISRC', 'ISRC Code'],
  iswc: ['ISWC', 'ISWC Code'],
  keywords: ['Keywords', 'Tags', 'Search Keywords', 'Track Keywords'],
  instruments: ['Instruments', 'Instrumentation', 'Instrument'],
  lyrics: ['Lyrics', 'Lyric'],
  lyricThemes: ['Lyric Themes', 'Lyrical Themes', 'Lyric Theme', 'Themes'],
  language: ['Language', 'Lyrics Language', 'Vocal Language'],
  era: ['Era', 'Decade', 'Period'],
  soundsLike: ['Sounds Like', 'Similar Artists', 'RIYL', 'Reference Artists', 'Sounds Like Artists'],
  ai: ['AI', 'AI Disclosure', 'AI Use', 'AI Usage'],
  aiTool: ['AI Tool', 'AI Tools'],
  aiStatement: ['Human Authorship', 'Human Authorship Statement', 'AI Statement'],
  duration: ['Duration', 'Length', 'Time', 'Track Duration'],
};

/** Columns libraries' sheets carry that a catalog track has no place for: left out without a hint. */
const KNOWN_UNUSED = ['Album', 'Album Title', 'Album Code', 'Track Number', 'Track No', 'Release Date', 'Catalog', 'Catalog Number', 'Label', 'Artist', 'Album Description', 'Composer', 'Publisher', 'Writer', 'Notes', 'Comments'];

type PartyField = 'name' | 'first' | 'last' | 'share' | 'pro' | 'ipi';
const PARTY_FIELDS: Record<PartyField, readonly string[]> = {
  name: ['Name', ''],
  first: ['First Name'],
  last: ['Last Name'],
  share: ['Share', 'Split', 'Share %', 'Percentage', 'Collection Share Percentage', 'Ownership Share'],
  pro: ['PRO', 'Society', 'PRO Affiliation'],
  ipi: ['IPI', 'CAE', 'IPI/CAE', 'CAE/IPI', 'IPI Number', 'IPI Name Number', 'CAE Number', 'CAE/IPI Number', 'IPI/CAE Number'],
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9%]/g, '');

interface ColumnRole {
  header: string;
  kind: 'scalar' | 'party';
  field: Scalar | PartyField;
  list?: 'writers' | 'publishers';
  index?: number;
}

const SCALAR_BY_NAME = new Map<string, Scalar>(Object.entries(COLUMNS).flatMap(([field, names]) => names.map((n) => [norm(n), field as Scalar] as const)));
const PARTY_BY_NAME = new Map<string, PartyField>(Object.entries(PARTY_FIELDS).flatMap(([field, names]) => names.map((n) => [norm(n), field as PartyField] as const)));

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
  const field = PARTY_BY_NAME.get(norm(m[3]));
  if (!field) return null;
  return { header: written, kind: 'party', field, list: /publisher/i.test(m[1]) ? 'publishers' : 'writers', index: Number(m[2]) };
}

const ALL_NAMES = [...Object.values(COLUMNS).flat(), 'Writer 1 Name', 'Writer 1 Share', 'Writer 1 PRO', 'Writer 1 IPI', 'Publisher 1 Name', 'Publisher 1 Share', 'Publisher 1 PRO'];
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
  const t = text.trim().replace(/%$/, '').trim().replace(/^(\d+),(\d+)$/, '$1.$2');
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
const longest = (field: Scalar | PartyField) => (field === 'lyrics' || field === 'description' || field === 'aiStatement' ? LONGEST_TEXT : LONGEST_CELL);

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
  if (!header) throw new SheetError([{ file, line: 1, message: 'the sheet is empty; its first line names the columns (File, Title, BPM, Writer 1 Name…)' }]);
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
    problems.push({ file, line: header.line, message: 'the sheet needs a File or a Title column to match its rows to the audio files' });
  }
  if (problems.length) throw new SheetError(problems);

  const out: SheetRow[] = [];
  for (const { line, cells } of body) {
    const row: SheetRow = { file, line };
    const aiCells: Partial<Record<'ai' | 'aiTool' | 'aiStatement', string>> = {};
    // A party with a cell too long to read is left unchecked: its problem is that cell.
    const parties: Record<'writers' | 'publishers', Map<number, Partial<Record<PartyField, string>> & { line: number; tooLong?: true }>> = { writers: new Map(), publishers: new Map() };
    const bad = (header: string, value: string, why: string) => problems.push({ file, line, message: `${header} '${value}' ${why}` });
    roles.forEach((role, i) => {
      const value = (cells[i] ?? '').trim();
      if (!role || value === '') return;
      const limit = longest(role.field);
      const tooLong = value.length > limit;
      if (tooLong) {
        problems.push({ file, line, message: `${role.header} (column ${columnLetter(i)}) is ${count(value.length)} characters long, more than the ${count(limit)} this column takes; a whole column pasted into one cell?` });
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
      switch (field) {
        case 'bpm': {
          const n = number(value);
          if (n === null) bad(role.header, value, 'is not a number');
          else if (n < 20 || n > 300) bad(role.header, value, 'is not a tempo between 20 and 300 BPM');
          else row.bpm = n;
          break;
        }
        case 'moods':
        case 'genres':
        case 'keywords':
        case 'instruments':
        case 'lyricThemes':
        case 'soundsLike':
          row[field] = list(value);
          break;
        case 'key': {
          const key = readKey(value);
          if (key.ok) row.key = key.key;
          else bad(role.header, value, `is not a key: ${key.hint}`);
          break;
        }
        case 'language': {
          const tag = languageTag(value);
          if (tag === null) bad(role.header, value, 'is not a language: write its name (English, Brazilian Portuguese) or a BCP 47 tag (en, pt-BR)');
          else if (tag) row.language = tag;
          break;
        }
        case 'duration': {
          const seconds = secondsOf(value);
          if (seconds === undefined) bad(role.header, value, 'is not a length: write m:ss, h:mm:ss or seconds');
          else row.duration = seconds;
          break;
        }
        case 'ai':
        case 'aiTool':
        case 'aiStatement':
          aiCells[field] = value;
          break;
        case 'vocals': {
          const v = VOCALS[value.toLowerCase()];
          if (v) row.vocals = v;
          else bad(role.header, value, 'is not instrumental, vocal or both');
          break;
        }
        case 'oneStop':
        case 'preCleared':
        case 'explicit':
        case 'stems':
        case 'download': {
          const lower = value.toLowerCase();
          if (TRUE.has(lower)) row[field] = true;
          else if (FALSE.has(lower)) row[field] = false;
          else bad(role.header, value, 'is not yes or no');
          break;
        }
        case 'isrc':
        case 'iswc':
          row[field] = value.toUpperCase();
          break;
        default:
          row[field] = value;
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
        if (!ipiOk) problems.push({ file, line, message: `${what} IPI '${p.ipi}' is not an IPI number (9 to 11 digits)` });
        if (share === null || !ipiOk) continue;
        if (!(share > 0 && share <= 100)) {
          problems.push({ file, line, message: `${what} Share '${p.share}' is not a percentage above 0 and at most 100` });
          continue;
        }
        const party: Party = { name, share };
        if (p.pro) party.pro = p.pro;
        if (ipi) party.ipi = ipi;
        named.push(party);
      }
      const total = named.reduce((sum, p) => sum + p.share, 0);
      if (named.length === found.length && Math.abs(total - 100) > 0.005) {
        problems.push({ file, line, message: `${list === 'writers' ? 'writer' : 'publisher'} shares add up to ${Math.round(total * 100) / 100}, not 100` });
      }
      row[list] = named;
    }
    if (aiCells.ai || aiCells.aiTool || aiCells.aiStatement) {
      const read = aiDisclosure(aiCells.ai ?? '', aiCells.aiTool, aiCells.aiStatement);
      if ('problem' in read) problems.push({ file, line, message: read.problem });
      else row.ai = read.disclosure;
    }
    if (!row.fileName && !row.title) problems.push({ file, line, message: 'the row has neither a File nor a Title, so it matches no audio file' });
    out.push(row);
  }
  if (problems.length) throw new SheetError(problems);
  return { rows: out, ignored };
}
