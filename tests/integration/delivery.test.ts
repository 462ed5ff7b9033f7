// A licence's files through the deliveryFile function on the Functions emulator, as a buyer's
// browser asks for them: the stored quote written as the licence command and the accept flow
// leave it, the files in the site's delivery folder where the local stack tells the function to
// read them (CUESHEET_DELIVERY_FOLDERS, which the stack also gives the command it runs).
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryPathOf, type DeliveredFile } from '../../functions/src/contract/delivery.ts';
import { LICENCE_QUOTES, LICENCE_TOKENS, type StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { DEFAULT_SITE } from '../../functions/src/contract/site-key.ts';
import { NOT_AVAILABLE } from '../../functions/src/delivery/deliveryFile.ts';
import { deliverySourceOf } from '../../functions/src/delivery/delivery-source.ts';
import { offer } from '../../functions/src/licence/licence.fixture.ts';
import { hashToken, newToken } from '../../functions/src/private-links/token.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { clearFirestore, newSenderIp } from './emulators.ts';
import { adminDb, functionUrl } from './shortlist-helpers.ts';

const source = deliverySourceOf(process.env);
const folder = source.kind === 'folders' ? source.folders[DEFAULT_SITE] : undefined;
if (folder === undefined)
  throw new Error(
    'the local stack names no delivery folder for the default site: give its catalog section delivery: { folder }',
  );
const days = (await loadSiteConfig()).licensing.delivery.days;
const day = 86_400_000;

// Files of this test's own, in a subfolder it removes: the demo's own files stay as they are.
const subfolder = `integration-${randomBytes(4).toString('hex')}`;
mkdirSync(join(folder, subfolder), { recursive: true });
afterAll(() => rmSync(join(folder, subfolder), { recursive: true, force: true }));

function fileOf(name: string, kind: DeliveredFile['kind'], bytes: Buffer): DeliveredFile {
  writeFileSync(join(folder!, subfolder, name), bytes);
  return {
    name,
    kind,
    path: `${subfolder}/${name}`,
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
const masterBytes = randomBytes(300_000);
const master = fileOf('Golden Hour (Instrumental) – master.wav', 'master', masterBytes);
const stems = fileOf('golden-hour-stems.zip', 'stems', randomBytes(4_000));

beforeEach(clearFirestore);

/** A quote of the two files, stored as the licence command stores one, and accepted `acceptedDaysAgo` days ago (null: not yet). */
async function storedQuote(acceptedDaysAgo: number | null, files: DeliveredFile[] = [master, stems]) {
  const token = newToken();
  const id = `q${randomBytes(6).toString('hex')}`;
  const now = Date.now();
  const at = acceptedDaysAgo === null ? null : now - acceptedDaysAgo * day;
  const quote: StoredQuote = {
    site: DEFAULT_SITE,
    requestId: 'r1',
    createdAt: now - 40 * day,
    expiresAt: now + 10 * day,
    voidedAt: null,
    tokenHash: hashToken(token),
    note: null,
    numberPrefix: 'MK',
    base: 'http://127.0.0.1:5000',
    offer: { ...offer, track: { ...offer.track, files } },
    termsHash: 'c'.repeat(64),
    acceptance: at === null ? null : { at, name: 'Anna Lee', company: 'Northlight', termsHash: 'c'.repeat(64) },
    licence: at === null ? null : { number: 'MK-2026-0007', code: '7KQ2M9XA', start: '2026-11-25', end: null },
  };
  const db = adminDb();
  await db.collection(LICENCE_TOKENS).doc(quote.tokenHash).set({ site: DEFAULT_SITE, quote: id });
  await db.collection(LICENCE_QUOTES).doc(id).set(quote);
  const stored = async () => (await db.collection(LICENCE_QUOTES).doc(id).get()).data() as StoredQuote;
  return { token, id, stored, ref: db.collection(LICENCE_QUOTES).doc(id) };
}

/** One request for a file's address, as the buyer's browser sends it through Hosting's rewrite, from an address of its own. */
async function download(token: string, name: string, init: RequestInit = {}) {
  const response = await fetch(`${functionUrl('deliveryFile')}${deliveryPathOf(token, { name })}`, {
    ...init,
    headers: { 'x-forwarded-for': newSenderIp(), ...(init.headers as Record<string, string>) },
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

const refused = { status: 404, body: Buffer.from(NOT_AVAILABLE) };
const answerOf = ({ status, body }: { status: number; body: Buffer }) => ({ status, body });

describe('a licence’s file link', () => {
  it('delivers nothing before the quote is accepted', async () => {
    const { token } = await storedQuote(null);
    expect(answerOf(await download(token, master.name))).toEqual(refused);
  });

  it('delivers the file’s bytes once accepted, as a download under its own name, never cached', async () => {
    const { token } = await storedQuote(0);
    for (const file of [master, stems]) {
      const answer = await download(token, file.name);
      expect(answer.status).toBe(200);
      expect(createHash('sha256').update(answer.body).digest('hex')).toBe(file.sha256);
      expect(answer.headers.get('content-length')).toBe(String(file.bytes));
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const answer = await download(token, master.name);
    expect(answer.body.equals(masterBytes)).toBe(true);
    expect(answer.headers.get('content-type')).toBe('audio/wav');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Golden Hour (Instrumental) _ master.wav"; filename*=UTF-8''Golden%20Hour%20%28Instrumental%29%20%E2%80%93%20master.wav`,
    );
  });

  it('counts a download for each GET, a resume too (it is sent the whole file), none for a HEAD, on the quote by checksum', async () => {
    const { token, stored } = await storedQuote(0);
    const before = Date.now();
    expect((await download(token, master.name)).status).toBe(200);
    const head = await download(token, master.name, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.body.length]).toEqual([200, String(master.bytes), 0]);
    expect((await download(token, master.name, { headers: { range: 'bytes=1000-' } })).status).toBe(200);
    expect((await download(token, master.name)).status).toBe(200);
    const { downloads } = await stored();
    expect(Object.keys(downloads!)).toEqual([master.sha256]);
    expect(downloads![master.sha256]!.count).toBe(3);
    expect(downloads![master.sha256]!.lastAt).toBeGreaterThanOrEqual(before);
  });

  it('delivers nothing once the licence is void, nor a name the licence does not give, nor for an unknown token', async () => {
    const { token, ref, stored } = await storedQuote(1);
    expect((await download(token, master.name)).status).toBe(200);
    expect(answerOf(await download(token, 'other.wav'))).toEqual(refused);
    expect(answerOf(await download(token, master.path))).toEqual(refused);
    expect(answerOf(await download(newToken(), master.name))).toEqual(refused);
    await ref.update({ voidedAt: Date.now() });
    expect(answerOf(await download(token, master.name))).toEqual(refused);
    expect(answerOf(await download(token, stems.name))).toEqual(refused);
    expect((await stored()).downloads?.[master.sha256]?.count).toBe(1);
  });

  it(`delivers nothing once the site's ${days} days after acceptance are over`, async () => {
    expect((await download((await storedQuote(days - 1)).token, master.name)).status).toBe(200);
    const late = await storedQuote(days);
    expect(answerOf(await download(late.token, master.name))).toEqual(refused);
    expect((await late.stored()).downloads).toBeUndefined();
  });

  it('delivers nothing when the file in the folder is no longer the one the licence names', async () => {
    const changed = fileOf('changed.wav', 'master', randomBytes(2_000));
    const { token } = await storedQuote(0, [changed]);
    expect((await download(token, changed.name)).status).toBe(200);
    writeFileSync(join(folder!, changed.path), randomBytes(2_000));
    expect(answerOf(await download(token, changed.name))).toEqual(refused);
  });

  it('answers anything but GET and HEAD with 405 and the methods it takes', async () => {
    const { token } = await storedQuote(0);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await download(token, master.name, { method });
      expect([answer.status, answer.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    }
  });
});
