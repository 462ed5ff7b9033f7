import { createContext, useContext } from 'react';

/**
 * Where a section is drawn: in its place on the home page, as the page of its own its
 * definition's `pages` hook asks for (where it may show everything, not a selection), or as one
 * entry's markup alone that its page's script puts in place (its `itemFragments` hook).
 */
export type Placement = 'home' | 'page' | 'fragment';

const PlacementContext = createContext<Placement>('home');

export const PlacementProvider = PlacementContext.Provider;

export const usePlacement = (): Placement => useContext(PlacementContext);

const ItemContext = createContext<string | undefined>(undefined);

/** On an entry's page of its own (a track's), the entry it shows. */
export const PageItemProvider = ItemContext.Provider;

export const usePageItem = (): string | undefined => useContext(ItemContext);

const NumberContext = createContext(1);

/** On one of a long section's numbered pages, which one (from 1). */
export const PageNumberProvider = NumberContext.Provider;

export const usePageNumber = (): number => useContext(NumberContext);
