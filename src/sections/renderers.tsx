import { createContext, useContext, type ReactNode } from 'react';
import type { SectionRenderer, SectionType } from './define.ts';
import { definitionList } from './registry.ts';

export type SectionRenderers = { [T in SectionType]: SectionRenderer<T> };

// Vite resolves the glob at build time (and vitest in tests); the definitions only name the file.
// Islands are loaded by their own registry.
const modules = import.meta.glob<{ default: SectionRenderer<SectionType> }>(['./*/*.tsx', '!./*/*.island.tsx']);

/** Every section type's renderer, loaded ahead of a render (rendering itself cannot wait). */
export async function loadSectionRenderers(): Promise<SectionRenderers> {
  const loaded = await Promise.all(
    definitionList.map(async ({ type, renderer }) => {
      const load = modules[`./${type}/${renderer}`];
      if (!load) throw new Error(`Section type '${type}': src/sections/${type}/${renderer} does not exist`);
      return [type, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(loaded) as SectionRenderers;
}

const RenderersContext = createContext<SectionRenderers | null>(null);

export function SectionRenderersProvider({
  renderers,
  children,
}: {
  renderers: SectionRenderers;
  children: ReactNode;
}) {
  return <RenderersContext.Provider value={renderers}>{children}</RenderersContext.Provider>;
}

export function useSectionRenderers(): SectionRenderers {
  const renderers = useContext(RenderersContext);
  if (!renderers) throw new Error('useSectionRenderers must be used inside <SectionRenderersProvider>');
  return renderers;
}
