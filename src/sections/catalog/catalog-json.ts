import type { AudioFactsMap } from '../../audio/AudioFactsContext.tsx';
import type {
  AiDisclosure,
  CatalogSection,
  SiteConfig,
} from '../../../functions/src/contract/site-config.generated.ts';
import { licenceHref } from '../../contact/prefill.ts';
import { absoluteUrl } from '../../head/urls.ts';
import { TRACK_FIELDS, valueOf, type TrackField } from '../../../functions/src/contract/track-fields.ts';
import { AI_ROLES } from '../../../functions/src/contract/ai-disclosure.ts';
import { trackAnchor } from './anchors.ts';
import { listedTracks } from './listed.ts';

type Track = CatalogSection['tracks'][number];

/** A disclosure as data for tools: every role's use spelled out, so `'none'` needs no knowledge of the schema. */
function aiJson(disclosure: AiDisclosure | undefined) {
  if (disclosure === undefined) return null;
  const roles = Object.fromEntries(
    AI_ROLES.map((role) => [role, disclosure === 'none' ? 'none' : (disclosure[role] ?? 'none')]),
  );
  return disclosure === 'none'
    ? roles
    : {
        ...roles,
        ...(disclosure.tool && { tool: disclosure.tool }),
        ...(disclosure.statement && { statement: disclosure.statement }),
      };
}

/** Seconds to the millisecond: the build's decode is exact, more digits would only be noise. */
const seconds = (facts: AudioFactsMap, audio: string) =>
  facts[audio] ? Math.round(facts[audio].duration * 1000) / 1000 : null;

/** A plain field's value in the JSON: lists always (empty as []), anything else when it is set. */
function plainJson(track: Track, field: TrackField): Record<string, unknown> {
  if (!field.json) return {};
  const value = valueOf(track, field);
  const name = field.json === true ? field.name : field.json.as;
  if (field.schema?.type === 'array') return { [name]: value ?? [] };
  return value === undefined ? {} : { [name]: value };
}

function publicTrack(track: Track, section: CatalogSection, facts: AudioFactsMap, siteUrl: string) {
  const { rights } = track;
  const special: Record<string, () => Record<string, unknown>> = {
    id: () => ({ id: track.id }),
    title: () => ({ title: track.title }),
    audio: () => ({
      page: absoluteUrl(`/${section.id}#${trackAnchor(section.id, track.id)}`, siteUrl),
      audio: absoluteUrl(track.audio, siteUrl),
      durationSeconds: seconds(facts, track.audio),
    }),
    // The disclosure that applies, the catalog's default included; null when none was made.
    ai: () => ({ ai: aiJson(track.ai ?? section.aiDefault) }),
    versions: () => ({
      versions: track.versions.map((version) => ({
        label: version.label,
        audio: absoluteUrl(version.audio, siteUrl),
        durationSeconds: seconds(facts, version.audio),
      })),
    }),
    rights: () => ({
      rights: {
        oneStop: rights.oneStop,
        preCleared: rights.preCleared,
        ...(rights.master && { master: rights.master }),
        ...(rights.isrc && { isrc: rights.isrc }),
        ...(rights.iswc && { iswc: rights.iswc }),
        writers: rights.writers,
        publishers: rights.publishers,
        samples: rights.samples,
      },
    }),
  };
  const fields: readonly TrackField[] = TRACK_FIELDS;
  return {
    ...Object.assign(
      {},
      ...fields.map((field) => (field.special ? (special[field.name]?.() ?? {}) : plainJson(track, field))),
    ),
    licenceRequest: absoluteUrl(`/${licenceHref(section.contactTarget, track.title)}`, siteUrl),
  };
}

/**
 * The catalog's public facts as JSON, for tools and agents that clear music: what the page
 * shows, with absolute addresses and exact lengths. Unlisted tracks (shortlists only) and the
 * labels are left out.
 */
export function catalogJson(
  section: CatalogSection,
  { config, facts }: { config: SiteConfig; facts: AudioFactsMap },
): string {
  const document = {
    artist: config.artist.name,
    site: new URL(config.site.url).href,
    catalog: absoluteUrl(`/${section.id}`, config.site.url),
    tracks: listedTracks(section.tracks).map((track) => publicTrack(track, section, facts, config.site.url)),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
