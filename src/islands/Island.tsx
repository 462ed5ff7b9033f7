import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { IslandDefinition, IslandProps } from './define';
import { ISLAND_TAG, triggerAttributes } from './markup';

export interface CollectedIsland {
  key: string;
  definition: IslandDefinition<IslandProps>;
  props: IslandProps;
  children?: ReactNode;
}

/** Gathers the islands of one page render; each is rendered as a root of its own afterwards. */
export class IslandCollection {
  readonly islands: CollectedIsland[] = [];

  add(island: Omit<CollectedIsland, 'key'>): string {
    const key = String(this.islands.length);
    this.islands.push({ ...island, key });
    return key;
  }
}

export const IslandCollectionContext = createContext<IslandCollection | null>(null);

/** What the page render leaves where an island's own render goes (see render-islands.ts). */
export const islandMarker = (key: string) => `<!--island:${key}-->`;

interface IslandHostProps<P extends IslandProps> {
  of: IslandDefinition<P>;
  props: P;
  /**
   * `contents` keeps the page's layout as if the island's element were not there; an island
   * that wakes when `visible` needs a box of its own for the browser to see it.
   */
  display?: 'contents' | 'block' | 'inline';
  /** Static markup the island shows in a StaticSlot: rendered here, never sent as JavaScript. */
  children?: ReactNode;
}

/**
 * Build time only: an `<is-land>` for the browser to wake, with the island's name and props.
 * Its inside is rendered as its own root after the page, so React's ids and the tree the
 * browser hydrates are the island's alone.
 */
export function Island<P extends IslandProps>({ of, props, display = 'contents', children }: IslandHostProps<P>) {
  const collection = useContext(IslandCollectionContext);
  if (!collection) throw new Error(`Island "${of.name}" rendered outside a page render`);
  const key = collection.add({ definition: of as unknown as IslandDefinition<IslandProps>, props, children });
  return createElement(ISLAND_TAG, {
    type: 'react',
    ...triggerAttributes(of.when),
    'data-island': of.name,
    'data-key': key,
    'data-props': JSON.stringify(props),
    style: { display },
    dangerouslySetInnerHTML: { __html: islandMarker(key) },
  });
}
