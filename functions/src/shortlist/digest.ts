import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { mailExpiry } from '../mail-retention.ts';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { settings } from '../generated/settings.ts';
import type { MailDocument } from '../mail.ts';
import { ACTIVITY, SHORTLISTS, type Activity, type StoredShortlist } from '../contract/shortlist-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { reportText } from './report.ts';

/** The digest of one shortlist: what each recipient heard so far, as `npm run shortlist -- report` prints it. */
export function digestMail(
  id: string,
  shortlist: StoredShortlist,
  activities: readonly Activity[],
  to: string,
): MailDocument {
  return {
    to,
    message: {
      subject: `Shortlist “${shortlist.title}”: what was heard`,
      text: `Listening on your shortlist “${shortlist.title}” (${id}), to date:\n\n${reportText(shortlist, activities)}\n\nnpm run shortlist -- report ${id} shows it at any time; --csv exports it.\n`,
    },
  };
}

/**
 * One mail per shortlist in which something was heard since its last digest, at most one a
 * day: the mail's id holds the day, and the shortlist remembers the day it was sent. Each
 * shortlist is its own transaction, so a listen arriving meanwhile either makes this digest or
 * leaves the shortlist pending for the next. Each goes to the artist of the site the shortlist
 * belongs to; one of a site this function no longer serves waits.
 */
export async function sendDigests(
  db: Firestore,
  notifyEmailOf: (site: string) => string | undefined,
  now = Date.now(),
): Promise<string[]> {
  const day = new Date(now).toISOString().slice(0, 10);
  const pending = await db.collection(SHORTLISTS).where('digestPending', '==', true).get();
  const sent: string[] = [];
  for (const doc of pending.docs) {
    const mailRef = db.collection('mail').doc(`shortlist-digest-${doc.id}-${day}`);
    const mailed = await db.runTransaction(async (tx) => {
      const shortlist = (await tx.get(doc.ref)).data() as StoredShortlist | undefined;
      if (!shortlist?.digestPending || shortlist.digestDay === day) return false;
      const to = notifyEmailOf(shortlist.site);
      if (to === undefined) return false;
      const activities = (await tx.get(doc.ref.collection(ACTIVITY))).docs.map(
        (activity) => activity.data() as Activity,
      );
      tx.create(mailRef, {
        ...digestMail(doc.id, shortlist, activities, to),
        expiresAt: mailExpiry(now),
      });
      tx.update(doc.ref, { digestPending: false, digestDay: day });
      return true;
    });
    if (mailed) sent.push(doc.id);
  }
  return sent;
}

// Once a day, in the evening in Europe and the afternoon in the Americas, when a day's pitching
// has been heard.
export const shortlistDigest = onSchedule(
  { schedule: 'every day 17:00', timeZone: 'UTC', region: settings.region, memory: '256MiB' },
  async () => {
    const sent = await sendDigests(
      getFirestore(),
      (site) => settings.sites.find((served) => (served.key ?? DEFAULT_SITE) === site)?.notifyEmail,
    );
    logger.info(`shortlist digests sent: ${sent.length}`);
  },
);
