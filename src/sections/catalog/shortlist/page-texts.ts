import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import type { ShortlistTexts } from '../../../shortlist/view.ts';

/** The catalog's words for the shortlist page: the labels named for it. */
export function shortlistTexts({ labels, contactTarget }: CatalogSection): ShortlistTexts {
  return {
    loading: labels.shortlistLoading,
    unavailable: labels.shortlistUnavailable,
    unavailableText: labels.shortlistUnavailableText,
    contact: labels.shortlistContact,
    contactHref: `/#${contactTarget}`,
    failed: labels.shortlistOffline,
    noScript: labels.shortlistNoScript,
    recipient: labels.shortlistFor,
    counted: labels.shortlistCounted,
  };
}
