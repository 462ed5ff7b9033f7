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
    credential: cert({
      projectId: 'demo-signing',
      clientEmail,
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }),
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

const stamp = (at: number) => new Date(at).toISOString().replace(/[-:]|\.\d+/g, '');

/** What a download address must be: signed by the function's account, from now, for `seconds`. */
function valid(url: URL, now: number, seconds: number): boolean {
  const date = stamp(now);
  return (
    signedBy(url, publicKey) &&
    url.searchParams.get('X-Goog-Algorithm') === 'GOOG4-RSA-SHA256' &&
    url.searchParams.get('X-Goog-Expires') === String(seconds) &&
    url.searchParams.get('X-Goog-Date') === date &&
    url.searchParams.get('X-Goog-Credential') === `${clientEmail}/${date.slice(0, 8)}/auto/storage/goog4_request`
  );
}

/** When Storage stops honouring a signed address: its date (whole seconds) plus its lifetime. */
const expiresAt = (url: URL): number =>
  Date.parse(
    url.searchParams.get('X-Goog-Date')!.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
  ) +
  Number(url.searchParams.get('X-Goog-Expires')) * 1000;

const day = 86_400_000;
const bucket = () => getStorage(app).bucket();
const signed = async (now: number, linksEndAt: number): Promise<URL> => {
  const address = await signedDeliveryUrl(bucket(), file, now, linksEndAt);
  if ('refused' in address) throw new Error(address.refused);
  return new URL(address.url);
};

describe('signedDeliveryUrl', async () => {
  // The library refuses an expiry in the past, so the test signs from the clock's reading.
  const now = Date.now();
  const url = await signed(now, now + 30 * day);

  it('reads the content-addressed object, as an attachment under the file’s own name and type', () => {
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://storage.googleapis.com/demo-signing.appspot.com/delivery/${file.sha256}`,
    );
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Golden Hour (Instrumental) _ master.wav"; filename*=UTF-8''Golden%20Hour%20%28Instrumental%29%20%E2%80%93%20master.wav`,
    );
    expect(url.searchParams.get('response-content-type')).toBe('audio/wav');
  });

  it('is signed, as its public key verifies, for exactly 5 minutes from now while the links last longer', () => {
    expect(SIGNED_URL_SECONDS).toBe(300);
    expect(valid(url, now, 300)).toBe(true);
    expect(expiresAt(url)).toBeLessThanOrEqual(now + 300_000);
  });

  it('never works past the end of the licence’s links, signed a second or a minute before it', async () => {
    for (const left of [1000, 60_000, 299_999]) {
      // A fresh reading each time: the library refuses an expiry already past by its own clock.
      const at = Date.now();
      const linksEndAt = at + left;
      const early = await signed(at, linksEndAt);
      expect(expiresAt(early), String(left)).toBeLessThanOrEqual(linksEndAt);
      // Whole seconds, as Storage counts them: up to the last one before the links end.
      expect(valid(early, at, Math.floor(linksEndAt / 1000) - Math.floor(at / 1000))).toBe(true);
    }
  });

  it('refuses to sign when less than a second of the links is left: Storage counts whole seconds', async () => {
    const second = Math.floor(now / 1000) * 1000;
    expect(await signedDeliveryUrl(bucket(), file, second + 10, second + 999)).toEqual({
      refused: 'the links end within the second',
    });
  });

  it('has a signature that no longer verifies once any part of its address is changed', () => {
    const tampered = (name: string, value: string) => {
      const changed = new URL(url);
      changed.searchParams.set(name, value);
      return changed;
    };
    expect(signedBy(tampered('X-Goog-Expires', '301'), publicKey)).toBe(false);
    expect(signedBy(tampered('response-content-disposition', 'inline'), publicKey)).toBe(false);
    expect(
      signedBy(tampered('X-Goog-Date', new Date(now + 1000).toISOString().replace(/[-:]|\.\d+/g, '')), publicKey),
    ).toBe(false);
    const elsewhere = new URL(url);
    elsewhere.pathname = `/demo-signing.appspot.com/delivery/${'00'.repeat(32)}`;
    expect(signedBy(elsewhere, publicKey)).toBe(false);
    const signature = url.searchParams.get('X-Goog-Signature')!;
    expect(
      signedBy(
        tampered('X-Goog-Signature', `${signature.slice(0, -2)}${signature.endsWith('00') ? '01' : '00'}`),
        publicKey,
      ),
    ).toBe(false);
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
    expect(valid(longer, now, 300)).toBe(false);
    expect(signedBy(url, generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey)).toBe(false);
  });
});
