import type { Section } from '../../functions/src/contract/site-config.generated.ts';
import type { SectionDefinition, SectionType } from './define';
import { definitionOf } from './registry';

/** The pages of their own the config's sections ask for: address and section. */
export function sectionPages(sections: readonly Section[]): { path: string; section: Section }[] {
  return sections.flatMap((section) =>
    ((definitionOf(section.type) as SectionDefinition<SectionType> | undefined)?.pages?.(section) ?? []).map((path) => ({ path, section })),
  );
}
