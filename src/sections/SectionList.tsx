import type { Section } from '../config/site-config.generated';
import { sectionRenderers } from './registry';
import type { SectionRenderer } from './types';

const renderers: Partial<Record<string, SectionRenderer<Section['type']>>> = sectionRenderers as Record<
  string,
  SectionRenderer<Section['type']>
>;

function rendererFor(type: string): SectionRenderer<Section['type']> {
  const renderer = renderers[type];
  if (!renderer) {
    // The schema rejects unknown types, so this only fires when code and schema drift apart.
    throw new Error(`No renderer for section type '${type}'. Known types: ${Object.keys(sectionRenderers).join(', ')}.`);
  }
  return renderer;
}

/** Draws the config's sections in order, each through the renderer registered for its type. */
export function SectionList({ sections }: { sections: Section[] }) {
  return sections.map((section) => {
    const Renderer = rendererFor(section.type);
    return <Renderer key={section.id} section={section} />;
  });
}
