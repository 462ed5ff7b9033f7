import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { callableFailure } from '../failure.js';
import { calledSite } from './called-site.js';
import { settings } from '../generated/settings.js';
import { hashKey, viewSender } from '../sender.js';
import { notAvailable, openToken, shortlistRef, usable } from './access.js';
import { checkRequestShape } from './events.js';
import { guardShortlistRequest } from './guard.js';
import { countRequest, OPEN_PER_ADDRESS, OPEN_PER_TOKEN } from './limits.js';
import type { StoredShortlist, StoredTrack } from './model.js';
import { callableOptions, ipHashSalt, origins } from './options.js';

export interface ShortlistAnswer {
  /** The shortlist's id (not its token): a licence request from the page names it. */
  id: string;
  title: string;
  note: string | null;
  recipient: { name: string };
  /** ISO 8601. */
  expiresAt: string;
  downloads: boolean;
  tracks: StoredTrack[];
}

/** What the recipient's page shows: never the other recipients, their addresses or any token hash. */
export function answerOf(id: string, shortlist: StoredShortlist, recipientId: string): ShortlistAnswer {
  const recipient = shortlist.recipients.find((candidate) => candidate.id === recipientId);
  return {
    id,
    title: shortlist.title,
    note: shortlist.note,
    recipient: { name: recipient?.name ?? '' },
    expiresAt: new Date(shortlist.expiresAt).toISOString(),
    downloads: shortlist.downloads,
    tracks: shortlist.tracks,
  };
}

const callable = onCall({ ...callableOptions, secrets: [ipHashSalt] }, async (request): Promise<ShortlistAnswer> => {
  const shape = checkRequestShape(request.data, ['token']);
  // A malformed request names no shortlist: it gets the same answer as an unknown token.
  if (!shape.ok) throw notAvailable();
  try {
    const db = getFirestore();
    const address = hashKey(viewSender(request.rawRequest, settings.sender).key, ipHashSalt.value());
    // Per address first: a script guessing tokens is stopped before any token is looked up.
    await countRequest(db, `sl-open-ip-${address}`, OPEN_PER_ADDRESS, 'from this address');
    const site = calledSite(request.rawRequest.headers.origin);
    if (site === undefined) throw notAvailable();
    const opened = await openToken(db, shape.value.token, site);
    await countRequest(db, `sl-open-${opened.tokenHash}`, OPEN_PER_TOKEN, 'for this link');
    const shortlist = (await shortlistRef(db, opened.shortlistId).get()).data() as StoredShortlist | undefined;
    if (!usable(shortlist, opened.recipientId, Date.now())) throw notAvailable();
    return answerOf(opened.shortlistId, shortlist, opened.recipientId);
  } catch (error) {
    throw callableFailure(error, 'getShortlist');
  }
});

export const getShortlist = guardShortlistRequest(callable, origins);
