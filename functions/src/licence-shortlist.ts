import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { SHORTLIST_FIELD } from './contract/licence-request.ts';
import { shortlistRef } from './shortlist/access.ts';
import { DEFAULT_SITE } from './contract/site-key.ts';
import type { SiteSettings } from './sites.ts';
import type { ContactRequest } from './validation.ts';

/**
 * The shortlist a licence request names (its page's "License this track"), or null. The store
 * reads it in the same round trip as the day's count, so naming one adds no way for a message
 * to fail: only its title is taken, for the artist's mail.
 */
export function namedShortlist(db: Firestore, contact: ContactRequest): DocumentReference | null {
  const id = contact.licence?.[SHORTLIST_FIELD];
  return typeof id === 'string' ? shortlistRef(db, id) : null;
}

/**
 * The title to show beside the id, from the stored shortlist: none when it is gone (deleted
 * since), not one, or another site's, whose title this site's artist must not read; the mail
 * then names the id alone.
 */
export function shortlistTitle(stored: unknown, site: Pick<SiteSettings, 'key'>): string | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { site: owner, title } = stored as { site?: unknown; title?: unknown };
  // The site a shortlist names is the one whose page opens it (calledSite): a roster site's name, else the default.
  return owner === (site.key ?? DEFAULT_SITE) && typeof title === 'string' && title.trim() !== '' ? title : undefined;
}
