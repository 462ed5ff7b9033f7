import type { SectionProps } from '../define.ts';
import { usePageItem, usePageNumber, usePlacement } from '../placement.tsx';
import { CardFragment } from './CardFragment.tsx';
import { CatalogPage } from './CatalogPage.tsx';
import { HomeCatalog } from './HomeCatalog.tsx';
import { TrackPage } from './TrackPage.tsx';

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
