import type { Storage } from 'firebase-admin/storage';
import { deliveryObjectName, SIGNED_URL_SECONDS, type DeliveredFile } from '../contract/delivery.ts';
import { attachmentDisposition, mediaTypeOf } from './attachment.ts';

/** A bucket as firebase-admin's getStorage() hands it out (the Storage library's own, which the functions do not depend on directly). */
export type Bucket = ReturnType<Storage['bucket']>;

/**
 * A V4 signed address that reads the file's object in `bucket` for SIGNED_URL_SECONDS from `now`,
 * and makes Storage answer it as a download under the file's own name (not its checksum, the
 * object's name). Deployed, the library signs through IAM signBlob as the function's service
 * account (which needs the Service Account Token Creator role on itself); given a key, locally.
 */
export async function signedDeliveryUrl(bucket: Bucket, file: DeliveredFile, now: number): Promise<string> {
  const [url] = await bucket.file(deliveryObjectName(file)).getSignedUrl({
    version: 'v4',
    action: 'read',
    // Both from one clock reading: the library would otherwise take its own, and round 900 s down.
    accessibleAt: now,
    expires: now + SIGNED_URL_SECONDS * 1000,
    responseDisposition: attachmentDisposition(file.name),
    responseType: mediaTypeOf(file.name),
  });
  return url;
}
