import type { Section } from '../config/site-config.generated';
import { sectionRenderers } from './registry';
import type { SectionRenderer, SectionType } from './types';

function rendererFor<T extends SectionType>(type: T): SectionRenderer<T> {
  const renderer = (sectionRenderers as Partial<Record<string, SectionRenderer<T>>>)[type];
  if (!renderer) {
    // The schema rejects unknown types, so this only fires when code and schema drift apart.
    throw new Error(`No renderer for section type '${type}'. Known types: ${Object.keys(sectionRenderers).join(', ')}.`);
  }
  return renderer;
}

/** Draws the config's sections in order, each through the renderer registered for its type. */
export function SectionList({ sections }: { sections: Section[] }) {
  return sections.map((section) => {
    const Renderer = rendererFor(section.type) as SectionRenderer<typeof section.type>;
    return <Renderer key={section.id} section={section as never} />;
  });
}
