import about from './about';
import catalog from './catalog';
import contact from './contact';
import type { SectionDefinition, SectionType } from './define';
import featuredIn from './featured-in';
import hero from './hero';
import influences from './influences';
import music from './music';
import sync from './sync';
import videos from './videos';

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
export const sectionList = Object.values(sectionDefinitions) as unknown as SectionDefinition<SectionType>[];

export function definitionOf(type: unknown): SectionDefinition<SectionType> | undefined {
  return sectionList.find((definition) => definition.type === type);
}
