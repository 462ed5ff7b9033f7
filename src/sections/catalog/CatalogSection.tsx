import type { SectionProps } from '../define';
import { usePageItem, usePageNumber, usePlacement } from '../placement';
import { CardFragment } from './CardFragment';
import { CatalogPage } from './CatalogPage';
import { HomeCatalog } from './HomeCatalog';
import { TrackPage } from './TrackPage';

/**
 * The catalog at build time, each of its places a module of its own: the home section, a numbered
 * catalog page, a track's page, and a track's card alone for the search to fetch.
 */
export default function CatalogSection({ section }: SectionProps<'catalog'>) {
  const placement = usePlacement();
  const item = usePageItem();
  const page = usePageNumber();
  if (placement === 'fragment') return item === undefined ? null : <CardFragment section={section} item={item} />;
  if (item !== undefined) return <TrackPage section={section} item={item} />;
  return placement === 'home' ? <HomeCatalog section={section} /> : <CatalogPage section={section} page={page} />;
}
