import { onCall } from 'firebase-functions/v2/https';
import { callableFailure } from '../failure.js';
import { settings } from '../generated/settings.js';
import { cardsRef, notAvailable, openToken, shortlistRef, usable } from './access.js';
import { openGuardedToken } from '../private-links/guarded-token.js';
import { addVisit, checkRequestShape } from '../contract/listen-events.js';
import { guardRequest } from '../requestGuard.js';
import { isAllowedOrigin } from '../origins.js';
import { OPEN_COUNTERS } from './limits.js';
import { ACTIVITY, emptyActivity, type Activity, type ShortlistAnswer, type StoredCards, type StoredShortlist } from '../contract/shortlist-model.js';
import { callableOptions, ipHashSalt, origins } from '../private-links/options.js';

/** What the recipient's page shows: never the other recipients, their addresses or any token hash. */
export function answerOf(shortlist: StoredShortlist, recipientId: string, { cards }: StoredCards): ShortlistAnswer {
  const recipient = shortlist.recipients.find((candidate) => candidate.id === recipientId);
  return { title: shortlist.title, note: shortlist.note, recipient: { name: recipient?.name ?? '' }, cards };
}

const callable = onCall({ ...callableOptions, secrets: [ipHashSalt] }, async (request): Promise<ShortlistAnswer> => {
  const shape = checkRequestShape(request.data, ['token']);
  // A malformed request names no shortlist: it gets the same answer as an unknown token.
  if (!shape.ok) throw notAvailable();
  try {
    const { db, opened } = await openGuardedToken(request, shape.value.token, { ...OPEN_COUNTERS, open: openToken, notAvailable });
    const listRef = shortlistRef(db, opened.shortlistId);
    const activityRef = listRef.collection(ACTIVITY).doc(opened.recipientId);
    // The answer and the visit it counts in one transaction: a link revoked meanwhile gets
    // neither, and a visit is counted only when the page was given something to show.
    return await db.runTransaction(async (tx) => {
      const [listDoc, activityDoc, cardsDoc] = await tx.getAll(listRef, activityRef, cardsRef(db, opened.shortlistId));
      const shortlist = listDoc?.data() as StoredShortlist | undefined;
      const cards = cardsDoc?.data() as StoredCards | undefined;
      const now = Date.now();
      if (!usable(shortlist, opened.recipientId, now) || !cards) throw notAvailable();
      tx.set(activityRef, addVisit((activityDoc?.data() as Activity | undefined) ?? emptyActivity(opened.recipientId), now));
      return answerOf(shortlist, opened.recipientId, cards);
    });
  } catch (error) {
    throw callableFailure(error, 'getShortlist');
  }
});

export const getShortlist = guardRequest(callable, {
  // A page's fetch names its origin; a call with none (a tool, a beacon from an old browser) still
  // meets the callable's own checks and limits.
  allowOrigin: (origin) => origin === undefined || isAllowedOrigin(origin, origins),
  sender: { settings: settings.sender, route: 'hosting' },
});
