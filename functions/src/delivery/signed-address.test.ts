import { generateKeyPairSync } from 'node:crypto';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGNED_URL_SECONDS, type DeliveredFile } from '../contract/delivery.ts';
import { signedDeliveryUrl } from './signed-address.ts';
import { signedBy } from './v4-signature.fixture.ts';

// A service account of the test's own: the library signs with its private half, here, offline.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const clientEmail = 'delivery@demo-signing.iam.gserviceaccount.com';
const app = initializeApp(
  {
    credential: cert({ projectId: 'demo-signing', clientEmail, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }),
    storageBucket: 'demo-signing.appspot.com',
  },
  'signed-address-test',
);
afterAll(() => deleteApp(app));

const file: DeliveredFile = {
  name: 'Golden Hour (Instrumental) – master.wav',
  kind: 'master',
  path: 'masters/golden-hour-inst.wav',
  bytes: 52_428_844,
  sha256: '3f'.repeat(32),
};

/** What a download address must be: signed by the function's account, for 15 minutes, from now. */
function valid(url: URL, now: number): boolean {
  const date = new Date(now).toISOString().replace(/[-:]|\.\d+/g, '');
  return (
    signedBy(url, publicKey) &&
    url.searchParams.get('X-Goog-Algorithm') === 'GOOG4-RSA-SHA256' &&
    url.searchParams.get('X-Goog-Expires') === String(SIGNED_URL_SECONDS) &&
    url.searchParams.get('X-Goog-Date') === date &&
    url.searchParams.get('X-Goog-Credential') === `${clientEmail}/${date.slice(0, 8)}/auto/storage/goog4_request`
  );
}

describe('signedDeliveryUrl', async () => {
  // The library refuses an expiry in the past, so the test signs from the clock's reading.
  const now = Date.now();
  const url = new URL(await signedDeliveryUrl(getStorage(app).bucket(), file, now));

  it('reads the content-addressed object, as an attachment under the file’s own name and type', () => {
    expect(`${url.origin}${url.pathname}`).toBe(`https://storage.googleapis.com/demo-signing.appspot.com/delivery/${file.sha256}`);
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Golden Hour (Instrumental) _ master.wav"; filename*=UTF-8''Golden%20Hour%20%28Instrumental%29%20%E2%80%93%20master.wav`,
    );
    expect(url.searchParams.get('response-content-type')).toBe('audio/wav');
  });

  it('is signed, as its public key verifies, for exactly 15 minutes from now', () => {
    expect(valid(url, now)).toBe(true);
  });

  it('has a signature that no longer verifies once any part of its address is changed', () => {
    const tampered = (name: string, value: string) => {
      const changed = new URL(url);
      changed.searchParams.set(name, value);
      return changed;
    };
    expect(signedBy(tampered('X-Goog-Expires', '901'), publicKey)).toBe(false);
    expect(signedBy(tampered('response-content-disposition', 'inline'), publicKey)).toBe(false);
    expect(signedBy(tampered('X-Goog-Date', new Date(now + 1000).toISOString().replace(/[-:]|\.\d+/g, '')), publicKey)).toBe(false);
    const elsewhere = new URL(url);
    elsewhere.pathname = `/demo-signing.appspot.com/delivery/${'00'.repeat(32)}`;
    expect(signedBy(elsewhere, publicKey)).toBe(false);
    const signature = url.searchParams.get('X-Goog-Signature')!;
    expect(signedBy(tampered('X-Goog-Signature', `${signature.slice(0, -2)}${signature.endsWith('00') ? '01' : '00'}`), publicKey)).toBe(false);
  });

  it('fails the check when it was signed for another time, or by another key', async () => {
    const longer = new URL(
      (
        await getStorage(app)
          .bucket()
          .file(`delivery/${file.sha256}`)
          .getSignedUrl({ version: 'v4', action: 'read', accessibleAt: now, expires: now + 901_000 })
      )[0],
    );
    expect(signedBy(longer, publicKey)).toBe(true);
    expect(valid(longer, now)).toBe(false);
    expect(signedBy(url, generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey)).toBe(false);
  });
});
