import { createContext, useContext } from 'react';

/**
 * Where a section is drawn: in its place on the home page, or as the page of its own its
 * definition's `pages` hook asks for (where it may show everything, not a selection).
 */
export type Placement = 'home' | 'page';

const PlacementContext = createContext<Placement>('home');

export const PlacementProvider = PlacementContext.Provider;

export const usePlacement = (): Placement => useContext(PlacementContext);

const ItemContext = createContext<string | undefined>(undefined);

/** On an entry's page of its own (a track's), the entry it shows. */
export const PageItemProvider = ItemContext.Provider;

export const usePageItem = (): string | undefined => useContext(ItemContext);
