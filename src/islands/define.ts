import type { ComponentType, ReactNode } from 'react';

/**
 * When an island's code is fetched and it comes alive, as `<is-land>` conditions:
 * - `interaction`: the first touch, press, pointer over or keyboard focus inside it;
 * - `visible`: once any of it scrolls into view;
 * - `idle`: once the page has loaded and the browser is idle.
 */
export type IslandTrigger = 'interaction' | 'visible' | 'idle';

/**
 * Props cross from the build to the browser as JSON in the page (`data-props`): plain data only,
 * and only what the island needs, since they are bytes of the page.
 */
export type IslandProps = object;

/** An island's component: its JSON props, plus static children when it has a StaticSlot. */
export type IslandComponent<P extends IslandProps> = ComponentType<P & { children?: ReactNode }>;

export interface IslandDefinition<P extends IslandProps> {
  /** Unique on the page's island list; names the island in its markup. */
  name: string;
  when: IslandTrigger;
  load: () => Promise<{ default: IslandComponent<P> }>;
}

/** An interactive part of a static page: rendered at build time, hydrated alone when `when` says. */
export function defineIsland<P extends IslandProps>(name: string, when: IslandTrigger, load: IslandDefinition<P>['load']): IslandDefinition<P> {
  return { name, when, load };
}
