import { getFirestore, FieldValue } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { HttpsError, onRequest } from 'firebase-functions/v2/https';
import type { Request, Response } from 'express';
import { createReadStream } from 'node:fs';
import type { DeliveredFile } from '../contract/delivery.ts';
import type { StoredQuote } from '../contract/licence-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { callableFailure } from '../failure.ts';
import { settings } from '../generated/settings.ts';
import { quoteRef, readQuoteToken } from '../licence/access.ts';
import { countOpening } from '../private-links/guarded-token.ts';
import { ipHashSalt } from '../private-links/options.ts';
import { attachmentDisposition, mediaTypeOf } from './attachment.ts';
import { deliverable } from './deliverable.ts';
import { deliveryAddressOf } from './delivery-address.ts';
import { deliverySourceOf } from './delivery-source.ts';
import { folderFile } from './folder-file.ts';
import { DELIVERY_COUNTERS } from './limits.ts';
import { signedDeliveryUrl } from './signed-address.ts';
import { notUploaded } from './stored-object.ts';
import { openPrivateLink } from '../private-links/http-link.ts';

/** Every refusal, word for word: an unknown token, a quote not accepted, a void licence, links ended, a file not licensed. */
export const NOT_AVAILABLE = 'This file is not available.';
const notAvailable = (): HttpsError => new HttpsError('not-found', NOT_AVAILABLE);

/** Refused for a reason the caller is not told; the artist's log says it (as a warning when the artist has something to do). */
function refuse(reason: string, quoteId: string, level: 'info' | 'warn' = 'info'): never {
  logger[level](`deliveryFile: quote ${quoteId} refused: ${reason}`);
  throw notAvailable();
}

const fileHeaders = (file: DeliveredFile) => ({
  'Content-Type': mediaTypeOf(file.name),
  'Content-Length': String(file.bytes),
  'Content-Disposition': attachmentDisposition(file.name),
});

/**
 * A licensed file, downloaded through its accepted licence's link: `GET|HEAD /l/file/<token>/<name>`
 * behind a Hosting rewrite. The token is checked and counted as the licence PDF's is
 * (guarded-token.ts); then the licence (accepted, not void, within the site's
 * `licensing.delivery.days`) and the file (one its offer names, and, deployed, one the bucket
 * holds). Every GET is counted on the quote (`downloads.<sha256>`), a Range included (whatever it
 * asks, it is given the whole file), then answered: deployed, with a redirect to a signed Storage
 * address that lasts 5 minutes at most and never past the links' end, so the bytes never pass
 * through the function; on the local stack, with the bytes from the site's delivery folder
 * (delivery-source.ts). A HEAD says what a GET would deliver, and counts nothing.
 */
export const deliveryFile = onRequest(
  {
    region: settings.region,
    memory: '256MiB',
    concurrency: 16,
    timeoutSeconds: 60,
    maxInstances: 10,
    secrets: [ipHashSalt],
  },
  async (req, res) => {
    if (!openPrivateLink(req, res, 'Only GET downloads a file.')) return;
    try {
      await deliver(req, res);
    } catch (error) {
      const failure = callableFailure(error, 'deliveryFile');
      const message = failure.code === 'not-found' ? NOT_AVAILABLE : failure.message;
      res.status(failure.httpErrorCode.status).type('text/plain').send(message);
    }
  },
);

async function deliver(req: Request, res: Response): Promise<void> {
  const address = deliveryAddressOf(req.path);
  // An address no quote could answer: refused before any read or write.
  if (address === null) throw notAvailable();
  const db = getFirestore();
  const opened = await countOpening(db, req, DELIVERY_COUNTERS, () => readQuoteToken(db, address.token));
  const quote = (await quoteRef(db, opened.quoteId).get()).data() as StoredQuote | undefined;
  const site = settings.sites.find((candidate) => (candidate.key ?? DEFAULT_SITE) === opened.site);
  if (!quote || !site) refuse('no such quote or site', opened.quoteId);
  const now = Date.now();
  const found = deliverable(quote, address.name, site.deliveryDays, now);
  if ('refused' in found) refuse(found.refused, opened.quoteId);
  const { file, linksEndAt } = found;
  const local = await localFile(opened.site, file, opened.quoteId);
  if (local === null) {
    const missing = await notUploaded(getStorage().bucket(), file);
    if (missing !== undefined) refuse(missing, opened.quoteId, 'warn');
  }
  if (req.method === 'HEAD') {
    res.status(200).set(fileHeaders(file)).end();
    return;
  }
  // Every GET given the file: a signed address serves all of it, whatever Range the GET asked for.
  const count = () =>
    quoteRef(db, opened.quoteId).update({
      [`downloads.${file.sha256}.count`]: FieldValue.increment(1),
      [`downloads.${file.sha256}.lastAt`]: now,
    });
  if (local === null) {
    // Signed before it is counted: a download that cannot start is not one.
    const signed = await signedDeliveryUrl(getStorage().bucket(), file, now, linksEndAt);
    if ('refused' in signed) refuse(signed.refused, opened.quoteId);
    await count();
    res.redirect(302, signed.url);
    return;
  }
  await count();
  // Whole files only: a resume starts again from the first byte, which the local stack can afford.
  res.status(200).set({ ...fileHeaders(file), 'Accept-Ranges': 'none' });
  createReadStream(local)
    .on('error', (error) => {
      logger.error(`deliveryFile: reading ${file.path} failed`, error);
      res.destroy(error);
    })
    .pipe(res);
}

/** On the local stack, the file's checked path in the site's delivery folder; deployed, null: Storage holds it. */
async function localFile(site: string, file: DeliveredFile, quoteId: string): Promise<string | null> {
  const source = deliverySourceOf(process.env);
  if (source.kind === 'storage') return null;
  const folder = source.folders[site];
  if (folder === undefined) refuse(`the local stack names no delivery folder for site ${site}`, quoteId);
  const found = await folderFile(folder, file);
  if ('refused' in found) refuse(found.refused, quoteId);
  return found.path;
}
