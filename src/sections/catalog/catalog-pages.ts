import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import type { SectionFragmentSpec, SectionPageSpec } from '../define.ts';
import { fill } from '../../../functions/src/contract/fill.ts';
import { listedTracks } from './listed.ts';
import { trackPath } from './track-page.ts';

/** The catalog's numbered pages: the first at the section's own address, the rest under `/catalog/page/`. */
export const catalogPagePath = (sectionId: string, page: number) =>
  page === 1 ? `/${sectionId}` : `/${sectionId}/page/${page}`;

export const pageCount = (listed: number, perPage: number) => Math.max(1, Math.ceil(listed / perPage));

/** The tracks a numbered page lists, in the catalog's order. */
export function tracksOnPage(
  tracks: CatalogSection['tracks'],
  perPage: number,
  page: number,
): Array<CatalogSection['tracks'][number]> {
  return listedTracks(tracks).slice((page - 1) * perPage, page * perPage);
}

/** Where a track's card is written alone, for a search result that is not on the page: `/catalog.cards/night-drive.html`. */
export const cardFragmentFile = (sectionId: string, trackId: string) => `${sectionId}.cards/${trackId}.html`;

/**
 * Every listed track is on one numbered page and on its own, so each stays reachable without
 * JavaScript. A track kept for shortlists has no page at all: its address comes from its title,
 * and the page would name its audio, whose unguessable name is all that keeps it from the public.
 */
export function catalogPages(section: CatalogSection): SectionPageSpec[] {
  const listed = listedTracks(section.tracks);
  const pages = pageCount(listed.length, section.perPage);
  return [
    ...Array.from({ length: pages }, (_, index) => ({
      path: catalogPagePath(section.id, index + 1),
      number: {
        page: index + 1,
        title: fill(section.labels.pageOf, { page: String(index + 1), pages: String(pages) }),
      },
    })),
    ...listed.map((track) => ({ path: trackPath(section.id, track.id), item: track.id })),
  ];
}

/** A card for each track search can find. */
export const catalogFragments = (section: CatalogSection): SectionFragmentSpec[] =>
  listedTracks(section.tracks).map((track) => ({ item: track.id, file: cardFragmentFile(section.id, track.id) }));
