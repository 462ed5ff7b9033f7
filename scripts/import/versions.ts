/**
 * Which files are versions of one cue, read from their names the way producers name their
 * exports: "Night Drive (Instrumental)", "Night Drive - 30s", "Night Drive_inst",
 * "Night Drive 60". The sheet's Title and Version columns override what a name says.
 */

export interface VersionName {
  /** The cue's title, as the name spells it. */
  cue: string;
  /** The version's readable label, or null for the main (full) version. */
  label: string | null;
  /**
   * True when the label came from a bare word or number after a space ("Night Drive 60"),
   * which is only a version when a file with the bare title exists (else "Route 66" would split).
   */
  loose: boolean;
}

const WORDS: Record<string, string> = {
  inst: 'Instrumental',
  instr: 'Instrumental',
  instrumental: 'Instrumental',
  'no vox': 'Instrumental',
  novox: 'Instrumental',
  'no vocals': 'Instrumental',
  vocal: 'Vocal',
  vox: 'Vocal',
  'full vocal': 'Vocal',
  acapella: 'A cappella',
  'a cappella': 'A cappella',
  acappella: 'A cappella',
  'a capella': 'A cappella',
  underscore: 'Underscore',
  bed: 'Underscore',
  'no melody': 'No melody',
  'no drums': 'No drums',
  drumless: 'No drums',
  'no bass': 'No bass',
  alt: 'Alternate',
  alternate: 'Alternate',
  'alt mix': 'Alternate mix',
  clean: 'Clean',
  explicit: 'Explicit',
  tv: 'TV mix',
  'tv mix': 'TV mix',
  sting: 'Sting',
  stinger: 'Sting',
  loop: 'Loop',
  edit: 'Edit',
  'radio edit': 'Radio edit',
  short: 'Short',
  stems: 'Stems',
};

/** What names the full version itself: "Night Drive (Full)" is the main file. */
const MAIN_WORDS = new Set([
  'full',
  'main',
  'full mix',
  'main mix',
  'master',
  'full length',
  'original',
  'original mix',
]);

/** "30", "30s", "30 sec", ":30", "0:30", "60 seconds" → "30 s cut"; null if not a length. */
function lengthLabel(token: string): string | null {
  const t = token.trim().toLowerCase();
  let seconds: number | null = null;
  let m = /^(\d{1,3})\s*(s|sec|secs|second|seconds)?$/.exec(t);
  if (m) seconds = Number(m[1]);
  m = /^(\d{1,2})?:(\d{2})$/.exec(t);
  if (m) seconds = Number(m[1] ?? 0) * 60 + Number(m[2]);
  if (seconds === null || seconds < 5 || seconds > 600) return null;
  return `${seconds} s cut`;
}

/** A readable label for what follows the title: a known word, a length, or the text itself. */
export function versionLabel(raw: string): string | null {
  const text = raw.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const lower = text.toLowerCase();
  if (MAIN_WORDS.has(lower) || MAIN_WORDS.has(lower.replace(/\s+version$/, ''))) return null;
  const word = WORDS[lower] ?? WORDS[lower.replace(/\s+version$/, '')];
  if (word) return word;
  return lengthLabel(text) ?? text.charAt(0).toUpperCase() + text.slice(1);
}

/** A version's word or length (`inst`, `alt mix`, `30s`), which after `_` or a space is a version, not part of the title. */
export function isVersionWord(token: string): boolean {
  const t = token.replace(/_/g, ' ').trim().toLowerCase();
  return t in WORDS || MAIN_WORDS.has(t) || lengthLabel(t) !== null;
}

/** Splits a file's base name (no extension) into the cue's title and its version. */
export function parseVersionName(base: string): VersionName {
  const name = base.trim();
  // "Title (Instrumental)" or "Title [30s]": whatever is in the last brackets.
  // In each pattern both groups take part in every match.
  let m = /^(.*?\S)\s*[([]([^()[\]]+)[)\]]$/.exec(name);
  if (m) return { cue: m[1]!.trim(), label: versionLabel(m[2]!), loose: false };
  // "Title - 30s", "Title – Alt mix".
  m = /^(.*?\S)\s+[-–—]\s+(.+)$/.exec(name);
  if (m) return { cue: m[1]!.trim(), label: versionLabel(m[2]!), loose: false };
  // "Title_inst", "Title_30": an underscore before a known word or a length.
  m = /^(.*?[^_\s])_+([^_]+)$/.exec(name);
  if (m && isVersionWord(m[2]!))
    return { cue: m[1]!.replace(/_/g, ' ').trim(), label: versionLabel(m[2]!), loose: false };
  // "Title 60", "Title inst", "Title no drums": only when the bare title is a file too.
  for (const words of [2, 1]) {
    const parts = name.split(/\s+/);
    if (parts.length <= words) continue;
    const tail = parts.slice(-words).join(' ');
    if (isVersionWord(tail)) return { cue: parts.slice(0, -words).join(' '), label: versionLabel(tail), loose: true };
  }
  return { cue: name.replace(/_/g, ' ').trim(), label: null, loose: false };
}

export interface Named {
  /** The file's base name without extension. */
  base: string;
}

export interface VersionGroup<T extends Named> {
  cue: string;
  main: T;
  /** The main file's own label when no file of the cue is unlabelled ("X (Instrumental)" alone). */
  mainLabel: string | null;
  versions: { label: string; item: T }[];
}

export const titleKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Groups items into cues, in the order given. A loose suffix counts only when its bare title
 * is a cue of another file or among `knownTitles` (the catalog's). A cue with no unlabelled
 * file takes its first file as the main. `override` is the sheet's word on an item.
 */
export function groupVersions<T extends Named>(
  items: readonly T[],
  knownTitles: readonly string[] = [],
  override?: (item: T) => { cue?: string; label?: string | null } | undefined,
): VersionGroup<T>[] {
  const parsed = items.map((item) => ({ item, ...parseVersionName(item.base) }));
  const cues = new Set([...parsed.filter((p) => !p.loose).map((p) => titleKey(p.cue)), ...knownTitles.map(titleKey)]);
  const groups = new Map<string, { cue: string; members: { item: T; label: string | null }[] }>();
  for (const p of parsed) {
    const literal = p.loose && !cues.has(titleKey(p.cue));
    let cue = literal ? p.item.base.replace(/_/g, ' ').trim() : p.cue;
    let label = literal ? null : p.label;
    const forced = override?.(p.item);
    if (forced?.cue) cue = forced.cue;
    if (forced && forced.label !== undefined) label = forced.label;
    const group = groups.get(titleKey(cue)) ?? { cue, members: [] };
    group.members.push({ item: p.item, label });
    groups.set(titleKey(cue), group);
  }
  return [...groups.values()].map(({ cue, members }) => {
    const unlabelled = members.findIndex((m) => m.label === null);
    const mainIndex = Math.max(0, unlabelled);
    const taken = new Set<string>();
    const versions = members
      .filter((_, i) => i !== mainIndex)
      .map((m) => {
        const wanted = m.label ?? 'Alternate';
        let label = wanted;
        for (let n = 2; taken.has(label.toLowerCase()); n++) label = `${wanted} ${n}`;
        taken.add(label.toLowerCase());
        return { label, item: m.item };
      });
    // A group is made by its first member, so members[0] exists.
    return { cue, main: members[mainIndex]!.item, mainLabel: unlabelled < 0 ? members[0]!.label : null, versions };
  });
}
