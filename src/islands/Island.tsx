import { createContext, createElement, useContext, type ReactNode } from 'react';
import {
  islandsByName,
  type IslandComponent,
  type IslandKind,
  type IslandProps,
  type IslandTrigger,
  type ScriptIsland,
} from './define.ts';
import { ISLAND_TAG, triggerAttributes } from './markup.ts';

type IslandCode<P extends IslandProps> = IslandComponent<P> | ScriptIsland<P>;

// The build has every island's code at hand, so a page names an island by its code and the
// markup gets the name its file gives it, the one the browser's registry finds it by.
const known = new Map(
  [
    ...islandsByName(
      import.meta.glob<{ default: IslandCode<IslandProps> }>('../**/*.island.{ts,tsx}', { eager: true }),
    ),
  ].map(([name, { kind, module }]) => [module.default, { name, kind }] as const),
);

export interface CollectedIsland {
  key: string;
  kind: IslandKind;
  code: IslandCode<IslandProps>;
  props: IslandProps;
  children?: ReactNode;
}

/** Gathers the islands of one page render; each is rendered as a root of its own afterwards. */
export class IslandCollection {
  readonly islands: CollectedIsland[] = [];

  /**
   * `prefix` keeps the keys of markup rendered apart from its page (a shortlist's cards, put
   * into their page in the browser) from the page's own, and with them React's ids.
   */
  constructor(private readonly prefix = '') {}

  add(island: Omit<CollectedIsland, 'key'>): string {
    const key = `${this.prefix}${this.islands.length}`;
    this.islands.push({ ...island, key });
    return key;
  }
}

export const IslandCollectionContext = createContext<IslandCollection | null>(null);

/** What the page render leaves where an island's own render goes (see render-islands.ts). */
export const islandMarker = (key: string) => `<!--island:${key}-->`;

interface IslandHostProps<P extends IslandProps> {
  /** The default export of a `*.island.tsx` (React) or `*.island.ts` (script) file. */
  of: IslandCode<P>;
  when: IslandTrigger;
  props: NoInfer<P>;
  /**
   * `contents` keeps the page's layout as if the island's element were not there; an island
   * that wakes when `visible` needs a box of its own for the browser to see it.
   */
  display?: 'contents' | 'block' | 'inline';
  /**
   * Static markup: a React island shows it in a StaticSlot, a script island starts from it.
   * Rendered here, never sent as JavaScript.
   */
  children?: ReactNode;
}

/**
 * Build time only: an `<is-land>` for the browser to wake, with the island's name and props.
 * Its inside is rendered as its own root after the page, so React's ids and the tree the
 * browser hydrates are the island's alone.
 */
export function Island<P extends IslandProps>({ of, when, props, display = 'contents', children }: IslandHostProps<P>) {
  const collection = useContext(IslandCollectionContext);
  const island = known.get(of as IslandCode<IslandProps>);
  if (!island)
    throw new Error(`An island's code must be the default export of a *.island.tsx or *.island.ts file under src/`);
  if (!collection) throw new Error(`Island "${island.name}" rendered outside a page render`);
  const key = collection.add({ kind: island.kind, code: of as IslandCode<IslandProps>, props, children });
  return createElement(ISLAND_TAG, {
    type: island.kind,
    ...triggerAttributes(when),
    'data-island': island.name,
    'data-key': key,
    'data-props': JSON.stringify(props),
    style: { display },
    dangerouslySetInnerHTML: { __html: islandMarker(key) },
  });
}
