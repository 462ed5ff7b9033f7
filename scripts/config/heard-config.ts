import type { AudioFactsMap } from '../../src/audio/AudioFactsContext.tsx';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { definitionFor } from '../../src/sections/registry.ts';

/**
 * The config with what the build heard in its audio filled in where the YAML leaves it out (each
 * section type's `heard`: a track's tempo and key). The build, the dev server and the private
 * links' commands read this one, so a page, catalog.json, a shortlist's copy and the one-sheet say the same.
 */
export function withHeard(config: SiteConfig, facts: AudioFactsMap): SiteConfig {
  return {
    ...config,
    sections: config.sections.map(
      (section) => definitionFor(section)?.heard?.(section, facts) ?? section,
    ) as SiteConfig['sections'],
  };
}
