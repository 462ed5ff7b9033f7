import type { ContactSection } from '../../../functions/src/contract/site-config.generated.ts';

/** The address of the first mailto: link among the contact details, if any. */
export function publicEmail(section: ContactSection): string | undefined {
  for (const detail of section.details ?? []) {
    if (detail.href?.startsWith('mailto:'))
      return decodeURIComponent(detail.href.slice('mailto:'.length).split('?')[0]!);
  }
  return undefined;
}
