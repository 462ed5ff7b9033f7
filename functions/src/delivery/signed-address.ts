import type { Storage } from 'firebase-admin/storage';
import { deliveryObjectName, SIGNED_URL_SECONDS, type DeliveredFile } from '../contract/delivery.ts';
import { attachmentDisposition, mediaTypeOf } from './attachment.ts';

/** A bucket as firebase-admin's getStorage() hands it out (the Storage library's own, which the functions do not depend on directly). */
export type Bucket = ReturnType<Storage['bucket']>;

export type SignedAddress = { url: string } | { refused: string };

/**
 * A V4 signed address that reads the file's object in `bucket` from `now` until SIGNED_URL_SECONDS
 * later or the end of the licence's links (`linksEndAt`), whichever comes first, and makes Storage
 * answer it as a download under the file's own name (not its checksum, the object's name). Once
 * signed, an address cannot be taken back: a void after it, or the links' end, leaves it working
 * until it expires, which this keeps short and never past the links. Storage counts its lifetime
 * in whole seconds from the signing second, so with less than one left nothing is signed.
 * Deployed, the library signs through IAM signBlob as the function's service account (which needs
 * the Service Account Token Creator role on itself); given a key, locally.
 */
export async function signedDeliveryUrl(
  bucket: Bucket,
  file: DeliveredFile,
  now: number,
  linksEndAt: number,
): Promise<SignedAddress> {
  const expires = Math.min(now + SIGNED_URL_SECONDS * 1000, linksEndAt);
  if (Math.floor(expires / 1000) <= Math.floor(now / 1000)) return { refused: 'the links end within the second' };
  const [url] = await bucket.file(deliveryObjectName(file)).getSignedUrl({
    version: 'v4',
    action: 'read',
    // Both from one clock reading: the library would otherwise take its own.
    accessibleAt: now,
    expires,
    responseDisposition: attachmentDisposition(file.name),
    responseType: mediaTypeOf(file.name),
  });
  return { url };
}
