import about from './about/index.ts';
import catalog from './catalog/index.ts';
import contact from './contact/index.ts';
import type { Section } from '../../functions/src/contract/site-config.generated.ts';
import type { SectionDefinition, SectionType } from './define.ts';
import featuredIn from './featured-in/index.ts';
import hero from './hero/index.ts';
import influences from './influences/index.ts';
import music from './music/index.ts';
import sync from './sync/index.ts';
import videos from './videos/index.ts';

/**
 * Every section type, in the order the schema lists them. Adding a type: a folder like the
 * others (schema.json, renderer, index.ts) and one line here; `satisfies` makes a listed type
 * without its definition, or a definition of the wrong type, a compile error.
 */
export const sectionDefinitions = {
  hero,
  about,
  music,
  catalog,
  'featured-in': featuredIn,
  sync,
  videos,
  influences,
  contact,
} satisfies { [T in SectionType]: SectionDefinition<T> };

/** The definitions as a list, typed loosely: the hooks of one type only ever see sections of that type. */
export const definitionList = Object.values(sectionDefinitions) as unknown as SectionDefinition<SectionType>[];

export function definitionOf(type: unknown): SectionDefinition<SectionType> | undefined {
  return definitionList.find((definition) => definition.type === type);
}

/** A section's definition, typed for asking its hooks about that very section. */
export const definitionFor = (section: Section) =>
  definitionOf(section.type) as SectionDefinition<SectionType> | undefined;

/** The licence request the site takes: the first section's that takes one. */
export function licenceRequestOf(sections: readonly Section[]) {
  for (const section of sections) {
    const request = definitionFor(section)?.licenceRequest?.(section);
    if (request) return request;
  }
  return undefined;
}

/** The section whose view shows a recipient's shortlist (its type's `shortlistView` hook), if any. */
export function shortlistSectionOf(sections: readonly Section[]): Section | undefined {
  return sections.find((section) => definitionFor(section)?.shortlistView !== undefined);
}
