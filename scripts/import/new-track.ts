/**
 * The plan's last stage for a cue the catalog does not have: its id and preview addresses, what
 * it still needs to be valid (vocals, writers), and its entry in the track-field table's order,
 * with BPM and key left to be measured where nothing gave them.
 */
import { TRACK_FIELDS, valueOf, type TrackField } from '../../functions/src/contract/track-fields.ts';
import type { Party } from './catalog-entry.ts';
import { languageTag } from './language.ts';
import { setOf } from './merge-facts.ts';
import type {
  Cue,
  ExistingTrack,
  ImportDefaults,
  Master,
  MergedFacts,
  PlannedEntry,
  PlannedFile,
  PlannedTrack,
  PlanOptions,
} from './plan-model.ts';

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

/** The ids and preview addresses taken: by the catalog, then by each track the plan adds. */
export interface Taken {
  ids: Set<string>;
  // A version's file (blue-hour-instrumental) must not land on another track's.
  addresses: Set<string>;
}

export function takenBy(existing: readonly ExistingTrack[]): Taken {
  const addresses = existing
    .flatMap((t) => [t.node.audio, ...((t.node.versions ?? []) as { audio?: unknown }[]).map((v) => v.audio)])
    .filter((a): a is string => typeof a === 'string');
  return { ids: new Set(existing.map((t) => t.id)), addresses: new Set(addresses) };
}

/** The cue's id and its files' preview addresses, each the first free one; an MP3 in the public folder stays where it is. */
export function placeFiles(cue: Cue, taken: Taken, publicAddress: PlanOptions['publicAddress']) {
  let id = slug(cue.title);
  for (let n = 2; taken.ids.has(id); n++) id = `${slug(cue.title).slice(0, 60)}-${n}`;
  const audioOf = (m: Master, suffix: string) => {
    const inPlace = m.tags.format === 'mp3' ? publicAddress?.(m.path) : undefined;
    if (inPlace) return inPlace;
    let address = `/audio/${id}${suffix}.mp3`;
    for (let n = 2; taken.addresses.has(address); n++) address = `/audio/${id}${suffix}-${n}.mp3`;
    return address;
  };
  const files: [PlannedFile, ...PlannedFile[]] = [
    { master: cue.main, audio: audioOf(cue.main, ''), label: null },
    ...cue.versions.map((v) => ({ master: v.item, audio: audioOf(v.item, `-${slug(v.label)}`), label: v.label })),
  ];
  return { id, files };
}

/** The sheet's Vocals, else what the versions' labels tell, else the defaults'. */
function vocalsOf(cue: Cue, defaults: ImportDefaults) {
  const labels = [cue.mainLabel, ...cue.versions.map((v) => v.label)].map((l) => l?.toLowerCase());
  if (cue.mainRow?.vocals !== undefined) return cue.mainRow.vocals;
  if (cue.mainLabel === 'Instrumental' && cue.versions.length === 0) return 'instrumental';
  if (labels.includes('instrumental') || labels.includes('a cappella') || labels.includes('vocal')) return 'both';
  return defaults.vocals;
}

/** Composers tagged without shares take them from the defaults that name the same people. */
function creditedOf(cue: Cue, writers: Party[] | undefined, defaults: ImportDefaults): Party[] | undefined {
  const composers = cue.main.tags.composers;
  if (writers?.length) return writers;
  const sameNames = (parties: readonly Party[]) => setOf(parties.map((p) => p.name)) === setOf(composers);
  return composers.length === 0 || (defaults.writers && sameNames(defaults.writers)) ? defaults.writers : undefined;
}

/** What the track still needs before it can be added: empty when it has all. */
function missingOf(cue: Cue, vocals: unknown, credited: Party[] | undefined): string[] {
  const composers = cue.main.tags.composers;
  const missing: string[] = [];
  if (vocals === undefined)
    missing.push('vocals (the Vocals column, --vocals or importDefaults: instrumental, vocal or both)');
  if (!credited?.length)
    missing.push(
      composers.length > 1
        ? `writer shares (the tags name ${composers.join(', ')}; give Writer N Name and Writer N Share in the sheet, or --writer "Name:share" for each)`
        : 'its writers (tag TCOM, Writer 1 Name and Writer 1 Share in the sheet, --writer "Name" or importDefaults)',
    );
  return missing;
}

export type NewTrack = { track: PlannedTrack } | { missing: string[] };

/** The new track from its merged facts, or what it still needs; `taken` gains its id and addresses when it is added. */
export function newTrack(cue: Cue, merged: MergedFacts, taken: Taken, options: PlanOptions): NewTrack {
  const defaults = options.defaults ?? {};
  const { id, files } = placeFiles(cue, taken, options.publicAddress);
  const vocals = vocalsOf(cue, defaults);
  const credited = creditedOf(cue, merged.writers, defaults);
  const missing = missingOf(cue, vocals, credited);
  if (missing.length) return { missing };
  taken.ids.add(id);
  for (const f of files) taken.addresses.add(f.audio);
  const { mainRow: row, main } = cue;
  const tags = main.tags;
  const listed = (sheet: string[] | undefined, file: string[]) =>
    sheet?.length ? sheet : file.length ? file : undefined;
  // What the tags and the file names decide with the sheet; every other field the table gives sheet columns is the sheet's.
  const decided: Record<string, unknown> = {
    id,
    title: cue.title,
    audio: files[0].audio,
    bpm: merged.bpm,
    key: merged.key,
    moods: merged.moods,
    genres: merged.genres,
    vocals,
    description: row?.description ?? tags.comment,
    keywords: listed(row?.keywords, tags.keywords),
    instruments: listed(row?.instruments, tags.instruments),
    lyrics: row?.lyrics ?? tags.lyrics,
    language: row?.language ?? (tags.language ? languageTag(tags.language) || undefined : undefined),
    ai: row?.ai,
    versions: files.length > 1 ? files.slice(1).map((f) => ({ label: f.label!, audio: f.audio })) : undefined,
    download: row?.download ?? true,
    rights: {
      ...(row?.oneStop !== undefined && { oneStop: row.oneStop }),
      ...(row?.preCleared !== undefined && { preCleared: row.preCleared }),
      ...(row?.master && { master: row.master }),
      ...(merged.isrc && { isrc: merged.isrc }),
      ...(row?.iswc && { iswc: row.iswc }),
      writers: credited!,
      ...(merged.publishers.length && { publishers: merged.publishers }),
    },
  };
  const measure = (['bpm', 'key'] as const).filter((fact) => decided[fact] === undefined);
  return { track: { entry: entryOf(decided, row), files, source: cue.source, measure } };
}

const given = (value: unknown) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The entry in the table's order, which is the order the YAML gives a track's fields. */
function entryOf(decided: Record<string, unknown>, row: Cue['mainRow']): PlannedEntry {
  return Object.fromEntries(
    (TRACK_FIELDS as readonly TrackField[]).flatMap((field): [string, unknown][] => {
      if (field.name in decided) return decided[field.name] === undefined ? [] : [[field.name, decided[field.name]]];
      const value = row && field.sheet ? valueOf(row, field) : undefined;
      return given(value) ? [[field.name, value]] : [];
    }),
  ) as PlannedEntry;
}
