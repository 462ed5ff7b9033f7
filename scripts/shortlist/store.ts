import { CommandError } from '../cli/command.ts';
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  ACTIVITY,
  isOpen,
  SHORTLISTS,
  TOKENS,
  type Activity,
  type Recipient,
  type StoredCards,
  type StoredShortlist,
  type StoredTrack,
  type TokenEntry,
} from '../../functions/src/contract/shortlist-model.ts';
import { DEFAULT_SITE } from '../../functions/src/contract/site-key.ts';
import { cardsRef } from '../../functions/src/shortlist/access.ts';
import { hashToken, isTokenShaped, newToken } from '../../functions/src/private-links/token.ts';
import type { RecipientArg } from './recipient.ts';
import { utcMinute } from '../../functions/src/contract/utc.ts';

export interface NewShortlist {
  title: string;
  note: string | null;
  tracks: StoredTrack[];
  recipients: RecipientArg[];
  expiresInMs: number;
  downloads: boolean;
  site?: string;
  /** The tracks' markup for the page; given the shortlist's id, which its licence links name. */
  cards: (id: string) => Promise<string>;
}

export interface Created {
  id: string;
  shortlist: StoredShortlist;
  /** Each recipient's token, in the order given: shown once, never stored. */
  links: Array<{ recipient: Recipient; token: string }>;
}

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Short enough to type in `report ID`, random so ids say nothing about how many shortlists exist. */
function newShortlistId(): string {
  return [...randomBytes(8)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** Writes the shortlist and its recipients' token entries in one batch: all or nothing. */
export async function createShortlist(db: Firestore, input: NewShortlist, now = Date.now()): Promise<Created> {
  const id = newShortlistId();
  const site = input.site ?? DEFAULT_SITE;
  const links = input.recipients.map((recipient, index) => {
    const token = newToken();
    return {
      token,
      recipient: { id: `r${index + 1}`, name: recipient.name, email: recipient.email, tokenHash: hashToken(token) },
    };
  });
  const shortlist: StoredShortlist = {
    site,
    title: input.title,
    note: input.note,
    createdAt: now,
    expiresAt: now + input.expiresInMs,
    revokedAt: null,
    downloads: input.downloads,
    tracks: input.tracks,
    recipients: links.map((link) => link.recipient),
    digestPending: false,
    digestDay: null,
  };
  const batch = db.batch();
  const cards: StoredCards = { cards: await input.cards(id) };
  batch.create(db.collection(SHORTLISTS).doc(id), shortlist);
  batch.create(cardsRef(db, id), cards);
  for (const { recipient } of links) {
    const entry: TokenEntry = { site, shortlist: id, recipient: recipient.id };
    batch.create(db.collection(TOKENS).doc(recipient.tokenHash), entry);
  }
  await batch.commit();
  return { id, shortlist, links };
}

export interface Listed {
  id: string;
  shortlist: StoredShortlist;
  activities: Activity[];
}

async function activitiesOf(db: Firestore, id: string): Promise<Activity[]> {
  return (await db.collection(SHORTLISTS).doc(id).collection(ACTIVITY).get()).docs.map((doc) => doc.data() as Activity);
}

/** Every shortlist of the site, newest first, with what each recipient did. */
export async function listShortlists(db: Firestore, site = DEFAULT_SITE): Promise<Listed[]> {
  const docs = (await db.collection(SHORTLISTS).where('site', '==', site).get()).docs;
  const lists = docs
    .map((doc) => ({ id: doc.id, shortlist: doc.data() as StoredShortlist }))
    .sort((a, b) => b.shortlist.createdAt - a.shortlist.createdAt);
  return Promise.all(lists.map(async (list) => ({ ...list, activities: await activitiesOf(db, list.id) })));
}

export async function readShortlist(db: Firestore, id: string, site = DEFAULT_SITE): Promise<Listed> {
  const shortlist = (await db.collection(SHORTLISTS).doc(id).get()).data() as StoredShortlist | undefined;
  if (!shortlist || shortlist.site !== site)
    throw new CommandError(`no shortlist "${id}"; \`npm run shortlist -- list\` shows them`);
  return { id, shortlist, activities: await activitiesOf(db, id) };
}

/**
 * The token of a recipient's link as the owner pastes it: the whole link as `create` printed it
 * (which can never be read as an option, unlike a token that starts with '-'), or the token alone.
 */
export function tokenOf(linkOrToken: string): string {
  return /\/s\/([A-Za-z0-9_-]{43})\/?(?:[?#].*)?$/.exec(linkOrToken)?.[1] ?? linkOrToken;
}

/**
 * An id closes the whole shortlist; a link or token closes that one recipient's link (one
 * forwarded too widely), leaving the others open. Either way what was heard stays in the report.
 */
export async function revoke(db: Firestore, what: string, site = DEFAULT_SITE, now = Date.now()): Promise<string> {
  const idOrToken = tokenOf(what);
  if (isTokenShaped(idOrToken)) {
    const ref = db.collection(TOKENS).doc(hashToken(idOrToken));
    const entry = (await ref.get()).data() as TokenEntry | undefined;
    if (!entry || entry.site !== site)
      throw new CommandError('no link with that token (already revoked, or never made here)');
    const { shortlist } = await readShortlist(db, entry.shortlist, site);
    const recipient = shortlist.recipients.find((candidate) => candidate.id === entry.recipient);
    await ref.delete();
    return `revoked ${recipient?.name ?? entry.recipient}'s link to shortlist ${entry.shortlist}; the other links still open`;
  }
  const { shortlist } = await readShortlist(db, idOrToken, site);
  if (shortlist.revokedAt !== null) return `shortlist ${idOrToken} was already revoked`;
  await db.collection(SHORTLISTS).doc(idOrToken).update({ revokedAt: now });
  return `revoked shortlist ${idOrToken} "${shortlist.title}": none of its ${shortlist.recipients.length} link(s) opens any more`;
}

/** A new expiry counted from now; a revoked shortlist stays revoked. */
export async function extend(
  db: Firestore,
  id: string,
  byMs: number,
  site = DEFAULT_SITE,
  now = Date.now(),
): Promise<number> {
  const { shortlist } = await readShortlist(db, id, site);
  if (shortlist.revokedAt !== null)
    throw new CommandError(`shortlist ${id} is revoked; create a new one to share these tracks again`);
  const expiresAt = now + byMs;
  await db.collection(SHORTLISTS).doc(id).update({ expiresAt });
  return expiresAt;
}

export function status(shortlist: StoredShortlist, now = Date.now()): string {
  if (shortlist.revokedAt !== null) return `revoked ${new Date(shortlist.revokedAt).toISOString().slice(0, 10)}`;
  const day = utcMinute(shortlist.expiresAt);
  return isOpen(shortlist, now) ? `open until ${day}` : `expired ${day}`;
}
