import type { Section } from '../config/site-config.generated';
import { sectionRenderers } from './registry';
import type { SectionRenderer } from './types';

// `satisfies` in the registry guarantees a renderer for every type; TypeScript cannot pair a
// section with its own renderer through an index, hence the one widening cast.
const renderers = sectionRenderers as Record<Section['type'], SectionRenderer<Section['type']>>;

/** Draws the config's sections in order, each through the renderer registered for its type. */
export function SectionList({ sections }: { sections: Section[] }) {
  return sections.map((section) => {
    const Renderer = renderers[section.type];
    return <Renderer key={section.id} section={section} />;
  });
}
