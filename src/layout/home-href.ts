import { usePlacement } from '../sections/placement.tsx';

/**
 * Where a link to a part of the home page points from here: `#contact` on the home page itself;
 * from a page of its own (the catalog), the home page's address first, so the link leaves it.
 */
export function useHomeHref(): (anchor: string) => string {
  const onHome = usePlacement() === 'home';
  return (anchor) => (onHome ? anchor : anchor === '#' ? '/' : `/${anchor}`);
}
