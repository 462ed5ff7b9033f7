import type { AudioFactsMap } from '../../audio/AudioFactsContext.tsx';
import type { CatalogSection, SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { absoluteUrl, canonicalUrl } from '../../head/urls.ts';
import { isoDuration } from './time.ts';

type Track = CatalogSection['tracks'][number];

/** schema.org MusicRecording of one track, with the composition it records: for search engines and agents. */
export function recordingJsonLd(
  track: Track,
  facts: AudioFactsMap,
  config: Pick<SiteConfig, 'site'>,
): Record<string, unknown> {
  const duration = facts[track.audio]?.duration;
  const artistId = `${canonicalUrl(config.site.url)}#artist`;
  return {
    '@type': 'MusicRecording',
    name: track.title,
    byArtist: { '@id': artistId },
    ...(duration !== undefined && { duration: isoDuration(duration) }),
    ...(track.rights.isrc && { isrcCode: track.rights.isrc }),
    ...(track.genres.length && { genre: track.genres }),
    // schema.org takes keywords as one comma-separated text.
    ...(track.keywords?.length && { keywords: track.keywords.join(', ') }),
    ...(track.language && { inLanguage: track.language }),
    audio: {
      '@type': 'AudioObject',
      contentUrl: absoluteUrl(track.audio, config.site.url),
      encodingFormat: 'audio/mpeg',
    },
    recordingOf: {
      '@type': 'MusicComposition',
      name: track.title,
      ...(track.rights.iswc && { iswcCode: track.rights.iswc }),
      composer: track.rights.writers.map((writer) => ({ '@type': 'Person', name: writer.name })),
      ...(track.language && { inLanguage: track.language }),
      ...(track.lyrics && { lyrics: { '@type': 'CreativeWork', text: track.lyrics } }),
    },
  };
}

export function catalogJsonLd(
  tracks: readonly Track[],
  facts: AudioFactsMap,
  config: Pick<SiteConfig, 'site'>,
): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': tracks.map((track) => recordingJsonLd(track, facts, config)) };
}
