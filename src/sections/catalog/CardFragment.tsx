import { CatalogCard } from './CatalogCard.tsx';
import { listedTracks } from './listed.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

/** A track's card alone, the file a search puts in the catalog page's list when the track is on another page. */
export function CardFragment({ section, item }: { section: CatalogSection; item: string }) {
  const track = listedTracks(section.tracks).find((candidate) => candidate.id === item);
  return track ? <CatalogCard section={section} track={track} on="fragment" /> : null;
}
