import { deliveryObjectName, type DeliveredFile } from '../contract/delivery.ts';
import type { Bucket } from './signed-address.ts';

/**
 * Why the file's object cannot be handed out, or undefined when the bucket holds it: asked before
 * an address is signed, so a quote naming a file never uploaded (or pruned since) is answered 404,
 * not sent to Storage's own error page, and not counted as a download. The log says what to run.
 */
export async function notUploaded(bucket: Bucket, file: DeliveredFile): Promise<string | undefined> {
  const object = deliveryObjectName(file);
  const [exists] = await bucket.file(object).exists();
  return exists ? undefined : `${object} (${file.name}) is not uploaded: run \`npm run deploy\``;
}
