import { createContext, useContext } from 'react';

/**
 * Where a section is drawn: in its place on the home page, or as the page of its own its
 * definition's `pages` hook asks for (where it may show everything, not a selection).
 */
export type Placement = 'home' | 'page';

const PlacementContext = createContext<Placement>('home');

export const PlacementProvider = PlacementContext.Provider;

export const usePlacement = (): Placement => useContext(PlacementContext);
