import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { callableFailure } from '../failure.js';
import { notAvailable, openToken, shortlistRef, usable } from './access.js';
import { openGuardedToken } from '../private-links/guarded-token.js';
import { applyEvents, checkEvents, checkRequestShape } from '../contract/listen-events.js';
import { guardRequest } from '../requestGuard.js';
import { isAllowedOrigin } from '../origins.js';
import { RECORD_COUNTERS } from './limits.js';
import { ACTIVITY, emptyActivity, type Activity, type StoredShortlist } from '../contract/shortlist-model.js';
import { callableOptions, ipHashSalt, origins } from '../private-links/options.js';
import { settings } from '../generated/settings.js';

const callable = onCall({ ...callableOptions, secrets: [ipHashSalt] }, async (request): Promise<{ ok: true }> => {
  const shape = checkRequestShape(request.data, ['token', 'events']);
  if (!shape.ok) throw new HttpsError('invalid-argument', shape.message);
  try {
    const { db, opened } = await openGuardedToken(request, shape.value.token, { ...RECORD_COUNTERS, open: openToken, notAvailable });
    const listRef = shortlistRef(db, opened.shortlistId);
    const activityRef = listRef.collection(ACTIVITY).doc(opened.recipientId);
    // One transaction: the events are checked against the shortlist as it is when they are
    // added, so a revocation or expiry that lands first refuses them, and the figures are never
    // half updated.
    await db.runTransaction(async (tx) => {
      const [listDoc, activityDoc] = await tx.getAll(listRef, activityRef);
      const shortlist = listDoc?.data() as StoredShortlist | undefined;
      const now = Date.now();
      if (!usable(shortlist, opened.recipientId, now)) throw notAvailable();
      const activity = (activityDoc?.data() as Activity | undefined) ?? emptyActivity(opened.recipientId);
      const events = checkEvents(shape.value.events, shortlist, activity);
      if (!events.ok) throw new HttpsError('invalid-argument', events.message);
      tx.set(activityRef, applyEvents(activity, events.value, shortlist, now));
      // Every event is a press, time heard or a download: something for the day's digest.
      if (!shortlist.digestPending) tx.update(listRef, { digestPending: true });
    });
    return { ok: true };
  } catch (error) {
    throw callableFailure(error, 'recordListen');
  }
});

export const recordListen = guardRequest(callable, {
  // A page's fetch names its origin; a call with none (a tool, a beacon from an old browser) still
  // meets the callable's own checks and limits.
  allowOrigin: (origin) => origin === undefined || isAllowedOrigin(origin, origins),
  sender: { settings: settings.sender, route: 'hosting' },
});
