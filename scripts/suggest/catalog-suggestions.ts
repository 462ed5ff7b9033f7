/**
 * Suggestions for the tracks of a site's YAML, from their sounds: each track's main preview is
 * read as the build reads it (scripts/audio/facts/, by content hash from the build's cache, so a
 * preview the build or an earlier run has read costs a hash, and one read here is not read again
 * by the next build). Previews, not masters: they all play at the catalog's one loudness, so the
 * tracks an import adds and those already in the catalog are measured alike.
 */
import { join } from 'node:path';
import { parse } from 'yaml';
import { AudioFactsError, audioFactsOfFiles } from '../audio/facts/audio-facts.ts';
import { WAVEFORM_BARS } from '../config/audio-check.ts';
import {
  SUGGEST_DEFAULTS,
  suggestTags,
  type SuggestedField,
  type SuggestOptions,
  type TaggedTrack,
} from '../../src/sections/catalog/sound/suggest-tags.ts';
import { trackTags, type TrackSuggestions, type TrackTags } from './write-suggestions.ts';

export interface CatalogSuggestions {
  suggestions: Map<string, TrackSuggestions>;
  /** Tracks with no local preview to hear (an https address) or one that did not decode: neither suggested nor voting. */
  unheard: string[];
}

/** Each track's main audio address, by id. */
function addressesOf(source: string): Map<string, string> {
  const doc = parse(source) as { sections?: { type?: string; tracks?: { id?: unknown; audio?: unknown }[] }[] };
  const tracks = (doc?.sections ?? []).filter((s) => s?.type === 'catalog').flatMap((s) => s.tracks ?? []);
  return new Map(
    tracks.flatMap((t) => (typeof t?.id === 'string' && typeof t.audio === 'string' ? [[t.id, t.audio]] : [])),
  );
}

/**
 * Suggestions for the tracks `wanted` picks (by default, each field a track lacks or holds a
 * suggestion in), voted by the tracks that carry the field as the artist typed it. Only the tracks
 * that vote or are wanted are heard, and none where no field can be suggested: an import of tracks
 * tagged in full, or into a catalog with too few tags to agree on, decodes nothing.
 */
export async function catalogSuggestions(
  source: string,
  publicDir: string,
  fields: readonly SuggestedField[],
  options: SuggestOptions & { wanted?: (id: string) => boolean } = {},
): Promise<CatalogSuggestions> {
  const wanted = options.wanted ?? (() => true);
  const tags = trackTags(source, fields);
  const lacks = (track: TrackTags, field: SuggestedField) => !track.typed[field]?.length;
  // A field no wanted track lacks, or too few tracks carry to agree on, asks no track to be heard.
  const voting = fields.filter(
    (field) =>
      tags.some((track) => wanted(track.id) && lacks(track, field)) &&
      tags.filter((track) => !lacks(track, field)).length >= (options.voters ?? SUGGEST_DEFAULTS.voters),
  );
  const heard = tags.filter((track) => voting.some((field) => !lacks(track, field) || wanted(track.id)));
  if (!voting.length || !heard.length) return { suggestions: new Map(), unheard: [] };
  const addresses = addressesOf(source);
  const onDisk = (address: string) => join(publicDir, decodeURIComponent(address));
  const local = heard.flatMap(({ id }) => {
    const address = addresses.get(id);
    return address?.startsWith('/') ? [onDisk(address)] : [];
  });
  const facts = await audioFactsOfFiles(local, { bars: WAVEFORM_BARS });
  const unheard: string[] = [];
  const tracks: TaggedTrack[] = heard.map(({ id, typed }) => {
    const address = addresses.get(id);
    const found = address?.startsWith('/') ? facts.get(onDisk(address)) : undefined;
    if (!found || found instanceof AudioFactsError) unheard.push(id);
    return { id, sound: found && !(found instanceof AudioFactsError) ? found.sound : null, tags: typed };
  });
  const all = suggestTags(tracks, voting, options);
  return { suggestions: new Map([...all].filter(([id]) => wanted(id))), unheard };
}
