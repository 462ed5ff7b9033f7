import { HttpsError } from 'firebase-functions/v2/https';
import { linkCallable } from '../private-links/callable.ts';
import { openGuardedToken } from '../private-links/guarded-token.ts';
import { notAvailable, openToken, shortlistRef, usable } from './access.ts';
import { applyEvents, checkEvents } from '../contract/listen-events.ts';
import { RECORD_COUNTERS } from './limits.ts';
import { ACTIVITY, emptyActivity, type Activity, type StoredShortlist } from '../contract/shortlist-model.ts';

export const recordListen = linkCallable({
  name: 'recordListen',
  fields: ['token', 'events'],
  malformed: (message) => new HttpsError('invalid-argument', message),
  handle: async (request, data): Promise<{ ok: true }> => {
    const { db, opened } = await openGuardedToken(request, data.token, {
      ...RECORD_COUNTERS,
      open: openToken,
      notAvailable,
    });
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
      const events = checkEvents(data.events, shortlist, activity);
      if (!events.ok) throw new HttpsError('invalid-argument', events.message);
      tx.set(activityRef, applyEvents(activity, events.value, shortlist, now));
      // Every event is a press, time heard or a download: something for the day's digest.
      if (!shortlist.digestPending) tx.update(listRef, { digestPending: true });
    });
    return { ok: true };
  },
});
