import type { Section } from '../../functions/src/contract/site-config.generated.ts';
import { definitionFor } from '../sections/registry.ts';

/** The id of the section whose form takes licence requests: where a buyer asks for a new quote. */
export function licenceRequestSectionId(sections: readonly Section[]): string {
  return sections.find((section) => definitionFor(section)?.licenceRequest?.(section))?.id ?? '';
}
