import type { StoredTrack } from '../../functions/src/contract/shortlist-model.ts';

/**
 * The words of a recipient's page, from the section that shows shortlists. `recipient` holds
 * `{name}`, `counted` holds `{artist}`.
 */
export interface ShortlistTexts {
  loading: string;
  unavailable: string;
  unavailableText: string;
  contact: string;
  /** Where the contact link goes: the form on the home page. */
  contactHref: string;
  failed: string;
  /** Shown only where no script runs, before the contact link. */
  noScript: string;
  recipient: string;
  counted: string;
}

/** What a shortlist's cards are rendered from when it is created. */
export interface ShortlistCardsProps<S> {
  section: S;
  tracks: StoredTrack[];
  shortlist: { id: string; downloads: boolean };
}
