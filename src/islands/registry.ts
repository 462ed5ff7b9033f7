import { clickToPlayIsland } from '../embeds/islands';
import { contactFormIsland } from '../contact/islands';
import { currentYearIsland, navMenuIsland, scrollTopIsland } from '../layout/islands';
import { notFoundLogIsland } from '../pages/islands';
import { catalogFiltersIsland, trackPlayerIsland } from '../sections/catalog/islands';
import type { IslandDefinition, IslandProps } from './define';

// Props differ per island; the page's JSON is what each gets, so the list needs only the names.
const islands: Pick<IslandDefinition<IslandProps>, 'name'>[] = [navMenuIsland, scrollTopIsland, currentYearIsland, clickToPlayIsland, contactFormIsland, notFoundLogIsland, trackPlayerIsland, catalogFiltersIsland];

/** Every island the browser may wake, by the name its markup carries. */
export const islandsByName = new Map(islands.map((island) => [island.name, island as IslandDefinition<IslandProps>]));
