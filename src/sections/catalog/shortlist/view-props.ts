import type { CatalogSection, SiteConfig } from '../../../config/site-config.generated.ts';
import { SHORTLIST_ENDPOINTS } from '../../../../functions/src/shortlist/endpoints.ts';

/** What the shortlist page's island is given at build: texts and addresses, no track. */
export interface ShortlistViewProps {
  labels: CatalogSection['labels'];
  artist: SiteConfig['artist']['name'];
  /** The section the licence links and the contact link go to (on the home page). */
  contactTarget: string;
  /** Where the callables answer on this site (firebase.json's rewrites). */
  open: string;
  listen: string;
}

/** The catalog's `shortlistView` props: a plain function, so the section's definition stays free of React. */
export function shortlistViewProps(section: CatalogSection, config: SiteConfig): ShortlistViewProps {
  return {
    labels: section.labels,
    artist: config.artist.name,
    contactTarget: section.contactTarget,
    open: SHORTLIST_ENDPOINTS.open.path,
    listen: SHORTLIST_ENDPOINTS.listen.path,
  };
}
