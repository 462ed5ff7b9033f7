import type { Section } from '../../functions/src/contract/site-config.generated.ts';
import type { SectionDefinition, SectionPageSpec, SectionType } from './define.ts';
import { definitionOf } from './registry.ts';

/** The pages of their own the config's sections ask for: address, section, and the entry shown. */
export function sectionPages(sections: readonly Section[]): (SectionPageSpec & { section: Section })[] {
  return sections.flatMap((section) =>
    ((definitionOf(section.type) as SectionDefinition<SectionType> | undefined)?.pages?.(section) ?? []).map(
      (page) => ({ ...page, section }),
    ),
  );
}
