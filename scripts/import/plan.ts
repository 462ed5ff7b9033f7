/**
 * What an import would do, decided before anything is written: which files make which new
 * tracks (merging each file's tags with its sheet row, its file name and the catalog's defaults),
 * which are already in the catalog, where the file, the sheet and the YAML disagree, what is to
 * be measured from the audio, and what a track still needs to be valid.
 */
import { normalizeKey, readKey } from '../../src/sections/catalog/musical-key.ts';
import { TRACK_FIELDS, valueOf, type TrackField } from '../../functions/src/contract/track-fields.ts';
import type { Party, TrackEntry } from './catalog-entry.ts';
import { fileNameFacts, type FileNameFacts } from './file-name-facts.ts';
import { languageTag } from './language.ts';
import type { SheetRow } from './sheet.ts';
import type { MasterTags } from './tags.ts';
import { groupVersions, parseVersionName, titleKey, versionLabel, type VersionGroup } from './versions.ts';

export interface Master {
  /** Absolute path of the master. */
  path: string;
  /** File name without its extension. */
  base: string;
  /** File name with its extension. */
  name: string;
  tags: MasterTags;
}

export interface PlannedFile {
  master: Master;
  /** The preview's address in the site (`/audio/…mp3`). */
  audio: string;
  /** null for the main version. */
  label: string | null;
}

/** What the worker measures from a track's main file when no tag, sheet cell or file name gives it. */
export type Measurable = 'bpm' | 'key';

/** A new track's entry, its BPM or key left out until the audio is measured. */
export type PlannedEntry = Omit<TrackEntry, Measurable> & Partial<Pick<TrackEntry, Measurable>>;

export interface PlannedTrack {
  entry: PlannedEntry;
  files: PlannedFile[];
  /** Measured from the main file's audio, in its preview's job. */
  measure: Measurable[];
  /** Where the track's facts came from, for messages: the main file and its sheet row. */
  source: string;
}

/** One value told differently by two sources. */
export interface Conflict {
  track: string;
  field: string;
  values: { from: string; value: string }[];
  /** Set when --prefer picked one; otherwise the track is held back. */
  chosen?: string;
}

export interface Need {
  track: string;
  source: string;
  missing: string[];
}

export interface ImportPlan {
  add: PlannedTrack[];
  /** Cues already in the catalog (matched by title or id): never changed. */
  present: { id: string; title: string; files: string[] }[];
  conflicts: Conflict[];
  needs: Need[];
  unmatchedRows: SheetRow[];
  notes: string[];
}

export interface ExistingTrack {
  id: string;
  title: string;
  node: Record<string, unknown>;
}

/** What every new track shares, from the import's flags over the catalog's importDefaults: a track's own sheet row and tags win. */
export interface ImportDefaults {
  // Undefined where neither a flag nor importDefaults gives one.
  writers?: Party[] | undefined;
  publishers?: Party[] | undefined;
  vocals?: 'instrumental' | 'vocal' | 'both' | undefined;
}

export interface PlanOptions {
  defaults?: ImportDefaults;
  /** Which source wins a disagreement between a file's tags and its sheet row; none (undefined) holds the track back. */
  prefer?: 'sheet' | 'file' | undefined;
  /** The config file's name, for messages. */
  configName?: string;
  /** The site address of an MP3 already under the public folder, so it is used where it is. */
  publicAddress?: (path: string) => string | undefined;
}

/** A track id from its title: lowercase ASCII letters, digits and hyphens. */
export function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '');
  return s || 'track';
}

/** Sheets round lengths to the second, some to the nearest; more than this is another file. */
const DURATION_SLACK = 1.5;
const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
const setOf = (values: readonly string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()))].sort().join('|');
const partiesText = (parties: readonly Party[]) => parties.map((p) => `${p.name} ${p.share}%`).join(', ');

interface Fact<T> {
  field: string;
  /** What the file's tags say, and the sheet's row: undefined where it says nothing. */
  file?: T | undefined;
  sheet?: T | undefined;
  same: (a: T, b: T) => boolean;
  show: (v: T) => string;
}

export function planImport(
  masters: readonly Master[],
  rows: readonly SheetRow[],
  existing: readonly ExistingTrack[],
  options: PlanOptions = {},
): ImportPlan {
  const configName = options.configName ?? 'site.config.yaml';
  const plan: ImportPlan = { add: [], present: [], conflicts: [], needs: [], unmatchedRows: [], notes: [] };
  const used = new Set<SheetRow>();
  const byFile = new Map<string, SheetRow>();
  for (const row of rows) if (row.fileName) byFile.set(row.fileName.toLowerCase(), row);
  const rowOfFile = (m: Master) => byFile.get(m.name.toLowerCase()) ?? byFile.get(m.base.toLowerCase());
  const sheetLabel = (row: SheetRow) => (row.version ? versionLabel(row.version) : null);

  // The tempo and key a name carries are taken out of it before the name is split into title and version.
  const named = new Map<Master, FileNameFacts>(masters.map((m) => [m, fileNameFacts(m.base)]));
  const groups: VersionGroup<Master>[] = groupVersions(
    masters.map((master) => ({ base: named.get(master)!.name, master })),
    existing.map((t) => t.title),
    ({ master }) => {
      const row = rowOfFile(master);
      if (!row) return undefined;
      return {
        ...(row.title && { cue: row.title }),
        ...((row.version !== undefined || row.title) && { label: sheetLabel(row) }),
      };
    },
  ).map((group) => ({
    ...group,
    main: group.main.master,
    versions: group.versions.map((v) => ({ label: v.label, item: v.item.master })),
  }));
  const titleRow = (cue: string, label: string | null) =>
    rows.find(
      (r) =>
        !r.fileName &&
        r.title &&
        titleKey(r.title) === titleKey(cue) &&
        (r.version ? versionLabel(r.version) : null) === label,
    );

  const ids = new Set(existing.map((t) => t.id));
  // Preview addresses already taken: a version's file (blue-hour-instrumental) must not land on another track's.
  const addresses = new Set(
    existing
      .flatMap((t) => [t.node.audio, ...((t.node.versions ?? []) as { audio?: unknown }[]).map((v) => v.audio)])
      .filter((a): a is string => typeof a === 'string'),
  );
  for (const group of groups) {
    const tags = group.main.tags;
    // The title tag of a file that is a version alone ("Blue Hour (Instrumental)") names the cue and its label.
    const parsedTag = tags.title ? parseVersionName(tags.title) : undefined;
    const tagTitle =
      parsedTag && group.mainLabel && !parsedTag.loose && parsedTag.label === group.mainLabel
        ? parsedTag.cue
        : tags.title;
    const rowOfTitle = (label: string | null) =>
      titleRow(group.cue, label) ?? (tagTitle ? titleRow(tagTitle, label) : undefined);
    const mainRow = rowOfFile(group.main) ?? rowOfTitle(group.mainLabel);
    const versionRows = group.versions.map((v) => rowOfFile(v.item) ?? rowOfTitle(v.label));
    for (const r of [mainRow, ...versionRows]) if (r) used.add(r);
    const members = [group.main, ...group.versions.map((v) => v.item)];
    const allFiles = members.map((m) => m.name);
    // The sheet's title, then the tags', then the file name's.
    const title = mainRow?.title ?? tagTitle ?? group.cue;
    // A catalog imported before titles came from tags holds the file name's title.
    const already = existing.find(
      (t) => titleKey(t.title) === titleKey(title) || titleKey(t.title) === titleKey(group.cue),
    );
    const source = [group.main.name, mainRow && `${mainRow.file}:${mainRow.line}`].filter(Boolean).join(', ');
    const fileFrom = `${group.main.name} (tags)`;
    const sheetFrom = mainRow ? `${mainRow.file}:${mainRow.line}` : '';

    const notes: string[] = [];
    // A key tag is read in any notation; one that names no key is said, and the sheet's or the editor's is needed.
    const keyRead = tags.key === undefined ? undefined : readKey(tags.key);
    const tagKey = keyRead?.ok ? keyRead.key : undefined;
    if (keyRead && !keyRead.ok)
      notes.push(`${group.main.name}: its key tag '${tags.key}' names no key (${keyRead.hint}); left out`);
    const tagWriters: Party[] | undefined =
      tags.composers.length === 1 ? [{ name: tags.composers[0]!, share: 100 }] : undefined;
    const tagPublishers: Party[] | undefined = tags.publisher ? [{ name: tags.publisher, share: 100 }] : undefined;
    const facts = {
      bpm: {
        field: 'BPM',
        file: tags.bpm,
        sheet: mainRow?.bpm,
        same: (a: number, b: number) => Math.abs(a - b) < 0.01,
        show: String,
      } satisfies Fact<number>,
      key: {
        field: 'key',
        file: tagKey,
        sheet: mainRow?.key,
        same: (a: string, b: string) => a === b,
        show: String,
      } satisfies Fact<string>,
      isrc: {
        field: 'ISRC',
        file: tags.isrc,
        sheet: mainRow?.isrc,
        same: (a: string, b: string) => a.replace(/-/g, '').toUpperCase() === b.replace(/-/g, '').toUpperCase(),
        show: String,
      } satisfies Fact<string>,
      writers: {
        field: 'writers',
        file: tags.composers.length
          ? tags.composers.map((name) => ({ name, share: tags.composers.length === 1 ? 100 : 0 }))
          : undefined,
        sheet: mainRow?.writers,
        // The sheet is the rights record: tags naming fewer of its writers (often the artist alone) agree with it.
        same: (tagged: Party[], sheet: Party[]) =>
          tagged.every((p) => sheet.some((q) => q.name.toLowerCase() === p.name.toLowerCase())),
        show: (v: Party[]) => v.map((p) => p.name).join(', '),
      } satisfies Fact<Party[]>,
      publishers: {
        field: 'publishers',
        file: tagPublishers,
        sheet: mainRow?.publishers,
        same: (a: Party[], b: Party[]) => a.every((p) => b.some((q) => q.name.toLowerCase() === p.name.toLowerCase())),
        show: (v: Party[]) => v.map((p) => p.name).join(', '),
      } satisfies Fact<Party[]>,
    };

    let heldByConflict = false;
    // Conflicts of a track already in the catalog were settled when it came in: the YAML decides now.
    const conflicts: Conflict[] = [];
    const pick = <T>(fact: Fact<T>): T | undefined => {
      if (fact.file === undefined || fact.sheet === undefined || fact.same(fact.file, fact.sheet))
        return fact.sheet ?? fact.file;
      const conflict: Conflict = {
        track: title,
        field: fact.field,
        values: [
          { from: fileFrom, value: fact.show(fact.file) },
          { from: sheetFrom, value: fact.show(fact.sheet) },
        ],
      };
      if (options.prefer) conflict.chosen = options.prefer === 'sheet' ? sheetFrom : fileFrom;
      else heldByConflict = true;
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
    const fromName = <K extends 'bpm' | 'key'>(fact: K) =>
      members.map((m) => named.get(m)![fact]).find((v) => v !== undefined);
    const withName = <T extends number | string>(
      picked: T | undefined,
      inName: T | undefined,
      show: (v: T) => string,
    ) => {
      if (picked !== undefined && inName !== undefined && picked !== inName)
        notes.push(
          `${title}: the file name says ${show(inName)}, the ${mainRow ? 'sheet or tags' : 'tags'} ${show(picked)}; ${show(picked)} kept`,
        );
      return picked ?? inName;
    };
    const bpm = withName(pick(facts.bpm), fromName('bpm'), (v) => `${v} BPM`);
    const key = withName(pick(facts.key), fromName('key'), String);
    const isrc = pick(facts.isrc);
    const genres = describe('genres', tags.genres, mainRow?.genres);
    const moods = describe('moods', tags.moods, mainRow?.moods);
    const pickedWriters = pick(facts.writers);
    const writers = pickedWriters === facts.writers.file ? tagWriters : pickedWriters;
    const defaults = options.defaults ?? {};
    const publishers = pick(facts.publishers) ?? defaults.publishers ?? [];
    const sheetWriters = mainRow?.writers;
    if (
      sheetWriters &&
      tags.composers.length &&
      tags.composers.length < sheetWriters.length &&
      conflicts.every((c) => c.field !== 'writers')
    ) {
      notes.push(
        `${title}: the tags name ${tags.composers.join(', ')}; the sheet's writers (${partiesText(sheetWriters)}) kept`,
      );
    }

    if (already) {
      // Never changed; what the files and the sheet say differently from the catalog is reported.
      const yaml = already.node;
      const rights = (yaml.rights ?? {}) as Record<string, unknown>;
      const compare = <T>(
        field: string,
        ours: T | undefined,
        theirs: unknown,
        same: (a: T, b: T) => boolean,
        show: (v: T) => string,
      ) => {
        if (ours === undefined || theirs === undefined || same(ours, theirs as T)) return;
        plan.conflicts.push({
          track: title,
          field,
          values: [
            { from: configName, value: show(theirs as T) },
            { from: source, value: show(ours) },
          ],
          chosen: configName,
        });
      };
      compare('BPM', bpm, yaml.bpm, facts.bpm.same, String);
      compare(
        'key',
        key,
        yaml.key,
        (ours: string, theirs: string) => ours === (normalizeKey(theirs) ?? theirs),
        String,
      );
      compare('ISRC', isrc, rights.isrc, facts.isrc.same, String);
      compare('ISWC', mainRow?.iswc, rights.iswc, (a: string, b: string) => a === b, String);
      if (writers)
        compare(
          'writers',
          writers,
          rights.writers,
          (a: Party[], b: Party[]) => partiesText(a) === partiesText(b),
          partiesText,
        );
      plan.present.push({ id: already.id, title: already.title, files: allFiles });
      continue;
    }
    // A sheet's Duration is checked against the file it describes: a mismatch is often the wrong file or an old mix.
    [[group.main, mainRow] as const, ...group.versions.map((v, i) => [v.item, versionRows[i]] as const)].forEach(
      ([file, row]) => {
        if (row?.duration === undefined || Math.abs(row.duration - file.tags.duration) <= DURATION_SLACK) return;
        notes.push(
          `${file.name}: ${row.file}:${row.line} gives its length as ${clockOf(row.duration)}, the file plays ${clockOf(file.tags.duration)}`,
        );
      },
    );
    plan.conflicts.push(...conflicts);
    plan.notes.push(...notes);
    if (heldByConflict) continue;

    let id = slug(title);
    for (let n = 2; ids.has(id); n++) id = `${slug(title).slice(0, 60)}-${n}`;
    const audioOf = (m: Master, suffix: string) => {
      const inPlace = m.tags.format === 'mp3' ? options.publicAddress?.(m.path) : undefined;
      if (inPlace) return inPlace;
      let address = `/audio/${id}${suffix}.mp3`;
      for (let n = 2; addresses.has(address); n++) address = `/audio/${id}${suffix}-${n}.mp3`;
      return address;
    };
    const files: [PlannedFile, ...PlannedFile[]] = [
      { master: group.main, audio: audioOf(group.main, ''), label: null },
      ...group.versions.map((v) => ({ master: v.item, audio: audioOf(v.item, `-${slug(v.label)}`), label: v.label })),
    ];
    if (group.mainLabel)
      plan.notes.push(
        `${title}: no file is the full version, so ${group.main.name} (${group.mainLabel}) is the main one`,
      );

    const labels = [group.mainLabel, ...group.versions.map((v) => v.label)].map((l) => l?.toLowerCase());
    const vocals =
      mainRow?.vocals ??
      (group.mainLabel === 'Instrumental' && group.versions.length === 0
        ? 'instrumental'
        : labels.includes('instrumental') || labels.includes('a cappella') || labels.includes('vocal')
          ? 'both'
          : defaults.vocals);
    // Composers tagged without shares take them from the defaults that name the same people.
    const sameNames = (parties: readonly Party[]) => setOf(parties.map((p) => p.name)) === setOf(tags.composers);
    const credited = writers?.length
      ? writers
      : tags.composers.length === 0 || (defaults.writers && sameNames(defaults.writers))
        ? defaults.writers
        : undefined;
    const missing: string[] = [];
    if (vocals === undefined)
      missing.push('vocals (the Vocals column, --vocals or importDefaults: instrumental, vocal or both)');
    if (!credited?.length)
      missing.push(
        tags.composers.length > 1
          ? `writer shares (the tags name ${tags.composers.join(', ')}; give Writer N Name and Writer N Share in the sheet, or --writer "Name:share" for each)`
          : 'its writers (tag TCOM, Writer 1 Name and Writer 1 Share in the sheet, --writer "Name" or importDefaults)',
      );
    if (missing.length) {
      plan.needs.push({ track: title, source, missing });
      continue;
    }
    ids.add(id);
    for (const f of files) addresses.add(f.audio);
    const description = mainRow?.description ?? tags.comment;
    const language = mainRow?.language ?? (tags.language ? languageTag(tags.language) || undefined : undefined);
    const listed = (sheet: string[] | undefined, file: string[]) =>
      sheet?.length ? sheet : file.length ? file : undefined;
    const keywords = listed(mainRow?.keywords, tags.keywords);
    const instruments = listed(mainRow?.instruments, tags.instruments);
    const lyrics = mainRow?.lyrics ?? tags.lyrics;
    // What the tags and the file names decide with the sheet; every other field the table gives sheet columns is the sheet's.
    const decided: Record<string, unknown> = {
      id,
      title,
      audio: files[0].audio,
      bpm,
      key,
      moods,
      genres,
      vocals,
      description,
      keywords,
      instruments,
      lyrics,
      language,
      ai: mainRow?.ai,
      versions: files.length > 1 ? files.slice(1).map((f) => ({ label: f.label!, audio: f.audio })) : undefined,
      download: mainRow?.download ?? true,
      rights: {
        ...(mainRow?.oneStop !== undefined && { oneStop: mainRow.oneStop }),
        ...(mainRow?.preCleared !== undefined && { preCleared: mainRow.preCleared }),
        ...(mainRow?.master && { master: mainRow.master }),
        ...(isrc && { isrc }),
        ...(mainRow?.iswc && { iswc: mainRow.iswc }),
        writers: credited!,
        ...(publishers.length && { publishers }),
      },
    };
    const given = (value: unknown) =>
      value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
    // In the table's order, which is the order the YAML gives a track's fields.
    const entry = Object.fromEntries(
      (TRACK_FIELDS as readonly TrackField[]).flatMap((field): [string, unknown][] => {
        if (field.name in decided) return decided[field.name] === undefined ? [] : [[field.name, decided[field.name]]];
        const value = mainRow && field.sheet ? valueOf(mainRow, field) : undefined;
        return given(value) ? [[field.name, value]] : [];
      }),
    ) as PlannedEntry;
    const measure = (['bpm', 'key'] as const).filter((fact) => decided[fact] === undefined);
    plan.add.push({ entry, files, source, measure });
  }
  plan.unmatchedRows = rows.filter((r) => !used.has(r));
  return plan;
}
