import { generateKeyPairSync } from 'node:crypto';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, expect, it } from 'vitest';
import { deliveryObjectName, type DeliveredFile } from '../contract/delivery.ts';
import { startGcsDouble } from '../../../scripts/test/gcs-double.ts';
import { notUploaded } from './stored-object.ts';

// The real Storage library, talking to a double of Google's server: the client reads the variable
// when it is made, so it is set before getStorage() is first called, and put back after.
const double = await startGcsDouble();
const before = process.env.STORAGE_EMULATOR_HOST;
process.env.STORAGE_EMULATOR_HOST = double.host;
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const app = initializeApp(
  {
    credential: cert({
      projectId: 'demo-stored',
      clientEmail: 'delivery@demo-stored.iam.gserviceaccount.com',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }),
    storageBucket: 'demo-stored.appspot.com',
  },
  'stored-object-test',
);
const bucket = getStorage(app).bucket();
afterAll(async () => {
  if (before === undefined) delete process.env.STORAGE_EMULATOR_HOST;
  else process.env.STORAGE_EMULATOR_HOST = before;
  await deleteApp(app);
  await double.close();
});

const file: DeliveredFile = {
  name: 'Golden Hour.wav',
  kind: 'master',
  path: 'masters/golden-hour.wav',
  bytes: 1000,
  sha256: 'ab'.repeat(32),
};

it('says an object never uploaded, or pruned since, is not there, and what to run', async () => {
  expect(await notUploaded(bucket, file)).toBe(
    `${deliveryObjectName(file)} (Golden Hour.wav) is not uploaded: run \`npm run deploy\``,
  );
  double.objects.set(deliveryObjectName(file), { bytes: Buffer.from('RIFF'), generation: 1, metadata: {} });
  expect(await notUploaded(bucket, file)).toBeUndefined();
  double.objects.delete(deliveryObjectName(file));
  expect(await notUploaded(bucket, file)).toMatch(/is not uploaded: run `npm run deploy`$/);
  // Asked of the bucket by the object's name, each time: nothing is remembered between downloads.
  expect(double.seen.map(({ method, path }) => `${method} ${decodeURIComponent(path)}`)).toEqual(
    Array(3).fill(`GET /b/demo-stored.appspot.com/o/${deliveryObjectName(file)}`),
  );
});
