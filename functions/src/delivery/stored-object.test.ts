import { generateKeyPairSync } from 'node:crypto';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, expect, it } from 'vitest';
import { deliveryObjectName, type DeliveredFile } from '../contract/delivery.ts';
import { storageStandIn } from './storage-stand-in.fixture.ts';
import { notUploaded } from './stored-object.ts';

// The real Storage library, talking to a stand-in for Google's server: the client reads the
// variable when it is made, so it is set before getStorage() is first called, and put back after.
const standIn = await storageStandIn();
const before = process.env.STORAGE_EMULATOR_HOST;
process.env.STORAGE_EMULATOR_HOST = standIn.host;
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
  await standIn.close();
});

const file: DeliveredFile = { name: 'Golden Hour.wav', kind: 'master', path: 'masters/golden-hour.wav', bytes: 1000, sha256: 'ab'.repeat(32) };
const object = `demo-stored.appspot.com/${deliveryObjectName(file)}`;

it('says an object never uploaded, or pruned since, is not there, and what to run', async () => {
  expect(await notUploaded(bucket, file)).toBe(`${deliveryObjectName(file)} (Golden Hour.wav) is not uploaded: run \`npm run deploy\``);
  standIn.objects.add(object);
  expect(await notUploaded(bucket, file)).toBeUndefined();
  standIn.objects.delete(object);
  expect(await notUploaded(bucket, file)).toMatch(/is not uploaded: run `npm run deploy`$/);
  // Asked of the bucket by the object's name, each time: nothing is remembered between downloads.
  expect(standIn.requests).toEqual(Array(3).fill(`GET /b/${object.replace('/', '/o/')}`));
});
