import type { AudioFactsMap } from '../audio/AudioFactsContext.tsx';
import type { Section, SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import type { SectionDefinition, SectionFile, SectionFragmentSpec, SectionType } from './define.ts';
import { definitionOf } from './registry.ts';

const definition = (section: Section) => definitionOf(section.type) as SectionDefinition<SectionType> | undefined;

/** What each section asks to have written at the root (its `files` hook), e.g. catalog.json. */
export function sectionFiles(config: SiteConfig, facts: AudioFactsMap): SectionFile[] {
  return config.sections.flatMap((section) => definition(section)?.files?.(section, { config, facts }) ?? []);
}

/** Every section's entries drawn alone (its `itemFragments` hook), with the section they belong to. */
export function sectionFragments(
  config: Pick<SiteConfig, 'sections'>,
): Array<SectionFragmentSpec & { section: Section }> {
  return config.sections.flatMap((section) =>
    (definition(section)?.itemFragments?.(section) ?? []).map((spec) => ({ ...spec, section })),
  );
}
