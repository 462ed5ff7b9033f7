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

/** A React island (a `*.island.tsx` file's default export): its JSON props, plus static children when it has a StaticSlot. */
export type IslandComponent<P extends IslandProps> = ComponentType<P & { children?: ReactNode }>;

/**
 * A script island (a `*.island.ts` file's default export): a few lines of DOM work on the
 * prerendered element, for what needs no React (a year, a console line), so it loads no runtime.
 * Props come first, as a component's do, so a page passes either kind the same way.
 */
export type ScriptIsland<P extends IslandProps> = (props: P, island: HTMLElement) => void;

export type IslandKind = 'react' | 'script';

/**
 * An island's name in its markup: its file's name, `layout/NavMenu.island.tsx` is
 * `NavMenu`. Files are found by that suffix, so no list of islands is kept by hand.
 */
export const islandName = (file: string): string => file.slice(file.lastIndexOf('/') + 1).split('.')[0]!;

/** `*.island.tsx` is a React component, `*.island.ts` a script. */
export const islandKind = (file: string): IslandKind => (file.endsWith('.tsx') ? 'react' : 'script');

/** Each island's module by name; two files with one name would be one island, so that fails the build. */
export function islandsByName<M>(modules: Record<string, M>): Map<string, { kind: IslandKind; module: M }> {
  const byName = new Map<string, { kind: IslandKind; module: M; file: string }>();
  for (const [file, module] of Object.entries(modules)) {
    const name = islandName(file);
    const taken = byName.get(name);
    if (taken) throw new Error(`Two islands are named "${name}": ${taken.file} and ${file}; rename one of the files.`);
    byName.set(name, { kind: islandKind(file), module, file });
  }
  return byName;
}
