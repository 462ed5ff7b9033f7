import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getApps, initializeApp, applicationDefault, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { CommandError } from '../cli/command.ts';
import { DELIVERY_PREFIX, deliveryObjectName } from '../../functions/src/contract/delivery.ts';
import { LICENCE_QUOTES, type StoredQuote } from '../../functions/src/contract/licence-model.ts';
import type { SiteFile } from './delivery-plan.ts';

/** Files at least this big get a progress line as they go. */
export const PROGRESS_FROM_BYTES = 8 * 1024 * 1024;
const MB = 1_000_000;

const TYPES: Record<string, string> = {
  wav: 'audio/wav',
  aif: 'audio/aiff',
  aiff: 'audio/aiff',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  zip: 'application/zip',
};
const typeOf = (path: string) =>
  TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

function appFor(project: string): App {
  const name = `delivery-${project}`;
  return (
    getApps().find((app) => app.name === name) ??
    initializeApp({ projectId: project, credential: applicationDefault() }, name)
  );
}

/** The project's bucket and its stored quotes, as the deployer's credentials reach them. */
export function deliveryBucket(project: string, bucketName: string) {
  const app = appFor(project);
  const bucket = getStorage(app).bucket(bucketName);
  return {
    async existing(): Promise<Set<string>> {
      const [objects] = await bucket.getFiles({ prefix: DELIVERY_PREFIX });
      return new Set(objects.map((object) => object.name));
    },
    /** The checksums every stored quote's files carry, void and expired ones too: a licence keeps its bytes. */
    async quoted(): Promise<Set<string>> {
      const snapshot = await getFirestore(app).collection(LICENCE_QUOTES).select('offer.track.files').get();
      return new Set(
        snapshot.docs.flatMap((doc) =>
          ((doc.data() as Partial<StoredQuote>).offer?.track.files ?? []).map((file) => file.sha256),
        ),
      );
    },
    /**
     * Streams the file up; an object of that name is never overwritten (its name is its checksum).
     * The bytes are hashed as they are sent: a file saved since the plan hashed it would be stored
     * for good under a checksum it does not have, so the upload is deleted (only that generation,
     * never an object someone else wrote since) and refused.
     */
    async upload(file: SiteFile, progress: (line: string, done: boolean) => void): Promise<void> {
      let sent = 0;
      let shown = -1;
      const hash = createHash('sha256');
      const measured = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          sent += chunk.length;
          hash.update(chunk);
          const percent = Math.floor((sent / file.bytes) * 100);
          if (file.bytes >= PROGRESS_FROM_BYTES && percent !== shown) {
            shown = percent;
            progress(`${file.path}: ${percent} % of ${(file.bytes / MB).toFixed(1)} MB`, false);
          }
          next(null, chunk);
        },
      });
      const name = deliveryObjectName(file);
      const target = bucket.file(name);
      await pipeline(
        createReadStream(file.onDisk),
        measured,
        target.createWriteStream({
          resumable: file.bytes >= PROGRESS_FROM_BYTES,
          contentType: typeOf(file.path),
          metadata: { metadata: { sha256: file.sha256 } },
          preconditionOpts: { ifGenerationMatch: 0 },
        }),
      );
      const sentSha256 = hash.digest('hex');
      if (sentSha256 !== file.sha256) {
        const changed = `${file.path} (${file.site}) changed while deploying: the plan certified SHA-256 ${file.sha256} (${file.bytes} bytes), the bytes sent have ${sentSha256} (${sent} bytes)`;
        const generation = target.metadata.generation;
        const kept = (why: string) =>
          new CommandError(
            `${changed}, and ${name} could not be deleted (${why}): delete it with gcloud storage rm gs://${bucketName}/${name}${generation === undefined ? '' : `#${generation}`}, then run npm run deploy again`,
          );
        if (generation === undefined) throw kept('Cloud Storage did not say which generation the upload made');
        await target.delete({ ifGenerationMatch: generation }).catch((error: unknown) => {
          throw kept(error instanceof Error ? error.message : String(error));
        });
        throw new CommandError(
          `${changed}; the object it made was deleted and the site was not deployed: run npm run deploy again.`,
        );
      }
      progress(`${file.path}: uploaded as ${name}`, true);
    },
    remove: async (name: string): Promise<void> => {
      await bucket.file(name).delete({ ignoreNotFound: true });
    },
  };
}

export type DeliveryBucket = ReturnType<typeof deliveryBucket>;
