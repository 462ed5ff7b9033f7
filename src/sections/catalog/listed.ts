import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

type Track = CatalogSection['tracks'][number];

/**
 * The tracks the public may see, in catalog order: a track marked `listed: false` exists for
 * shortlists only, so every public output (pages, catalog.json, structured data, one-sheet)
 * takes its tracks from here and never from the section's list directly.
 */
export function listedTracks(tracks: readonly Track[]): Track[] {
  return tracks.filter((track) => track.listed !== false);
}
