import { defineIsland } from '../../islands/define';
import type { CatalogFiltersProps } from './CatalogFilters';
import type { TrackPlayerProps } from './TrackPlayer';

// Visible: the player is live by the time a buyer reaches the track; no audio loads until play.
export const trackPlayerIsland = defineIsland<TrackPlayerProps>('track-player', 'visible', () => import('./TrackPlayer'));
export const catalogFiltersIsland = defineIsland<CatalogFiltersProps>('catalog-filters', 'interaction', () => import('./CatalogFilters'));
