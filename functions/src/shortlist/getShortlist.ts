import { linkCallable } from '../private-links/callable.ts';
import { openGuardedToken } from '../private-links/guarded-token.ts';
import { cardsRef, notAvailable, openToken, shortlistRef, usable } from './access.ts';
import { addVisit } from '../contract/listen-events.ts';
import { OPEN_COUNTERS } from './limits.ts';
import {
  ACTIVITY,
  emptyActivity,
  type Activity,
  type ShortlistAnswer,
  type StoredCards,
  type StoredShortlist,
} from '../contract/shortlist-model.ts';

/** What the recipient's page shows: never the other recipients, their addresses or any token hash. */
export function answerOf(shortlist: StoredShortlist, recipientId: string, { cards }: StoredCards): ShortlistAnswer {
  const recipient = shortlist.recipients.find((candidate) => candidate.id === recipientId);
  return { title: shortlist.title, note: shortlist.note, recipient: { name: recipient?.name ?? '' }, cards };
}

export const getShortlist = linkCallable({
  name: 'getShortlist',
  fields: ['token'],
  // A malformed request names no shortlist: it gets the same answer as an unknown token.
  malformed: notAvailable,
  handle: async (request, data): Promise<ShortlistAnswer> => {
    const { db, opened } = await openGuardedToken(request, data.token, {
      ...OPEN_COUNTERS,
      open: openToken,
      notAvailable,
    });
    const listRef = shortlistRef(db, opened.shortlistId);
    const activityRef = listRef.collection(ACTIVITY).doc(opened.recipientId);
    // The answer and the visit it counts in one transaction: a link revoked meanwhile gets
    // neither, and a visit is counted only when the page was given something to show.
    return db.runTransaction(async (tx) => {
      const [listDoc, activityDoc, cardsDoc] = await tx.getAll(listRef, activityRef, cardsRef(db, opened.shortlistId));
      const shortlist = listDoc?.data() as StoredShortlist | undefined;
      const cards = cardsDoc?.data() as StoredCards | undefined;
      const now = Date.now();
      if (!usable(shortlist, opened.recipientId, now) || !cards) throw notAvailable();
      tx.set(
        activityRef,
        addVisit((activityDoc?.data() as Activity | undefined) ?? emptyActivity(opened.recipientId), now),
      );
      return answerOf(shortlist, opened.recipientId, cards);
    });
  },
});
