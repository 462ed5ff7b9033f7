import type { Section } from '../../functions/src/contract/site-config.generated.ts';
import type { SectionRenderer } from './define.ts';
import { useSectionRenderers } from './renderers.tsx';

/** Draws the config's sections in order, each through the renderer registered for its type. */
export function SectionList({ sections }: { sections: Section[] }) {
  // The registry pairs each type with its own renderer; an index cannot say so to TypeScript.
  const renderers = useSectionRenderers() as Record<Section['type'], SectionRenderer<Section['type']>>;
  return sections.map((section) => {
    const Renderer = renderers[section.type];
    return <Renderer key={section.id} section={section} />;
  });
}
