import type { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { LICENCE_QUOTES, type StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { LINK_MAIL_RETENTION_MS } from '../../functions/src/contract/link-mail.ts';
import { quote, storedRequest } from '../../e2e/helpers/licence.ts';
import {
  call,
  clearFirestore,
  listDocuments,
  newSenderIp,
  plainFields,
  send,
  storedCount,
  validMessage,
  writeDocument,
} from './emulators.ts';
import { adminDb, createList, functionUrl } from './shortlist-helpers.ts';

beforeEach(clearFirestore);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function licenceRequest(licence: Record<string, string | number>) {
  const { message: _message, ...rest } = validMessage({ subject: 'Licence request: Golden Hour' });
  return { ...rest, licence };
}

const fields = {
  track: 'Golden Hour',
  version: 'Instrumental',
  media: 'online-ad',
  territory: 'worldwide',
  term: '1-year',
  length: 30,
  deadline: inDays(5),
};

describe('a licence request at submitContact', () => {
  it('is stored once with its fields and the fee the rate card gives, and mailed with a summary', async () => {
    const request = licenceRequest(fields);
    const ip = newSenderIp();
    expect((await call(request, ip)).status).toBe(200);
    expect((await call(request, ip)).status).toBe(200);
    const messages = await listDocuments('contactMessages');
    expect(messages).toHaveLength(1);
    expect(plainFields(messages[0]!)).toMatchObject({
      subject: 'Licence request: Golden Hour',
      licence: fields,
      fee: { currency: 'USD', min: 1500, max: 4000 },
    });
    expect(plainFields(messages[0]!)).not.toHaveProperty('message');
    const [mail] = await listDocuments('mail');
    const { text } = (plainFields(mail!) as { message: { text: string } }).message;
    expect(text).toMatch(/^Media: +Online ad \/ social$/m);
    expect(text).toMatch(/^Typical fee shown: +\$1,500–\$4,000 \(USD\)$/m);
  });

  it("names the shortlist it came from in the mail: id and title, the id alone for one gone or another site's", async () => {
    const list = await createList(
      '--title',
      'Chase cues, by Friday',
      '--tracks',
      'golden-hour',
      '--for',
      'A <a@x.example>',
    );
    await writeDocument('shortlists/elsewhere1', {
      site: { stringValue: 'nova-lane' },
      title: { stringValue: 'Not this site’s' },
    });
    const mailOf = async (shortlist: string) => {
      const request = licenceRequest({ ...fields, shortlist });
      expect((await call(request)).status).toBe(200);
      const mail = (await listDocuments('mail')).find((document) => document.name.endsWith(`/${request.id}`));
      return (plainFields(mail!) as { message: { text: string } }).message.text;
    };
    expect(await mailOf(list.id)).toMatch(new RegExp(`^From shortlist: +${list.id} "Chase cues, by Friday"$`, 'm'));
    expect(await mailOf('gone1234')).toMatch(/^From shortlist: +gone1234$/m);
    expect(await mailOf('elsewhere1')).toMatch(/^From shortlist: +elsewhere1$/m);
    const stored = (await listDocuments('contactMessages')).map(
      (document) => (plainFields(document) as { licence: { shortlist?: string } }).licence.shortlist,
    );
    expect(stored.sort()).toEqual(['elsewhere1', 'gone1234', list.id].sort());
  });

  it('refuses fields hidden under a "__proto__" key, at any depth, with a 400 and stores nothing', async () => {
    const { licence: _licence, ...rest } = licenceRequest(fields);
    for (const licence of [
      `{"__proto__": ${JSON.stringify(fields)}}`,
      `{"__proto__": {"constructor": {"x": 1}, "media": "online-ad"}}`,
    ]) {
      const body = `{"data": ${JSON.stringify({ ...rest, licence: null }).replace('"licence":null', `"licence":${licence}`)}}`;
      const answer = await send({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        error: { status: 'INVALID_ARGUMENT', message: '"licence.__proto__" is not an accepted field' },
      });
    }
    expect(await storedCount()).toBe(0);
    expect(await listDocuments('mail')).toHaveLength(0);
  });

  it('records no fee where no rate matches, rather than a wrong one', async () => {
    await call(licenceRequest({ ...fields, territory: 'europe' }));
    const [stored] = await listDocuments('contactMessages');
    expect(plainFields(stored!)).toMatchObject({ fee: null });
  });

  it.each([
    ['an unknown media', { ...fields, media: 'billboard' }, /^"licence.media" must be one of online-ad, /],
    ['a deadline before today', { ...fields, deadline: inDays(-3) }, /^"licence.deadline" must not be in the past$/],
    [
      'an air date that is not a date',
      { ...fields, airDate: 'spring' },
      /^"licence.airDate" must be a date written YYYY-MM-DD$/,
    ],
    [
      'a length that is not a number',
      { ...fields, length: 'thirty' },
      /^"licence.length" must be a whole number of seconds from 1 to 36000$/,
    ],
    [
      'over-long text',
      { ...fields, project: 'p'.repeat(201) },
      /^"licence.project" must be a text of at most 200 characters/,
    ],
    [
      'a field the site does not have',
      { ...fields, colour: 'red' },
      /^"licence.colour" is not a field of this site's licence request$/,
    ],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, licence, message) => {
    const answer = await call(licenceRequest(licence));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: expect.stringMatching(message) },
    });
    expect(await storedCount()).toBe(0);
  });
});

/** A press of the quote page's button, at the function itself. */
const accept = (data: Record<string, unknown>) =>
  send(
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) },
    newSenderIp(),
    functionUrl('acceptLicence'),
  );

/** A request for Northlight Films quoted by the artist's command, mailed; with what a press needs and a reader of the stored quote. */
async function quotedToNorthlight() {
  const requestId = await storedRequest(`Anna Lee ${crypto.randomUUID().slice(0, 6)}`, {
    ...fields,
    company: 'Northlight Films',
  });
  const quoted = await quote(requestId, '--fee', '2500');
  const stored = async () => (await adminDb().collection(LICENCE_QUOTES).doc(quoted.id).get()).data() as StoredQuote;
  const press = {
    token: quoted.token,
    name: 'Anna Lee',
    company: 'Northlight Films',
    agree: true,
    termsHash: (await stored()).termsHash,
  };
  return { id: quoted.id, press, stored };
}

const mailOf = async (id: string) => (await adminDb().collection('mail').doc(id).get()).data()!;
const millis = (value: unknown) => (value as Timestamp).toMillis();

describe('a licence quote accepted at acceptLicence', () => {
  it(
    'keeps the mails that carry its links (the quote, the licence) a day, not a month',
    { timeout: 60_000 },
    async () => {
      const { id, press, stored } = await quotedToNorthlight();
      // Each holds a link's raw token: the TTL policy on mail.expiresAt deletes it a day after it was written.
      expect(LINK_MAIL_RETENTION_MS).toBeLessThanOrEqual(48 * 3_600_000);
      expect(millis((await mailOf(`licence-quote-${id}`)).expiresAt)).toBe(
        (await stored()).createdAt + LINK_MAIL_RETENTION_MS,
      );
      expect((await accept(press)).status).toBe(200);
      const { licence, acceptance } = await stored();
      for (const party of ['buyer', 'licensor'])
        expect(millis((await mailOf(`licence-${licence!.number}-${party}`)).expiresAt)).toBe(
          acceptance!.at + LINK_MAIL_RETENTION_MS,
        );
    },
  );

  it(
    'refuses a company other than the one quoted with a 400 naming the field, storing nothing; takes it in another case and punctuation',
    { timeout: 60_000 },
    async () => {
      const { press, stored } = await quotedToNorthlight();
      const other = await accept({ ...press, company: 'Southlight Pictures' });
      expect([other.status, other.json]).toEqual([
        400,
        {
          error: {
            status: 'INVALID_ARGUMENT',
            message:
              'company: this licence was quoted to "Northlight Films"; type that name, or ask the licensor for a quote to another company',
            details: { field: 'company', kind: 'quoted', quoted: 'Northlight Films' },
          },
        },
      ]);
      expect((await stored()).acceptance).toBeNull();
      expect((await listDocuments('mail')).filter((mail) => /\/licence-[A-Z]+-/.test(mail.name))).toEqual([]);

      expect((await accept({ ...press, company: 'NORTHLIGHT  FILMS.' })).status).toBe(200);
      const { licence, acceptance } = await stored();
      expect(acceptance).toMatchObject({ company: 'NORTHLIGHT  FILMS.' });
      // The mails name the licensee as the artist quoted it.
      for (const party of ['buyer', 'licensor'])
        expect((await mailOf(`licence-${licence!.number}-${party}`)).message.text).toMatch(
          /^Licensee: +Northlight Films$/m,
        );
    },
  );

  it(
    'refuses a name that shows nothing, and takes one written with a combining mark',
    { timeout: 60_000 },
    async () => {
      const { press, stored } = await quotedToNorthlight();
      for (const name of ['\u034F', '\uFE0F', '\u0301', ' \u0301\u0308 ']) {
        const invisible = await accept({ ...press, name });
        expect([invisible.status, invisible.json]).toEqual([
          400,
          {
            error: {
              status: 'INVALID_ARGUMENT',
              message: 'name must be one line of visible characters',
              details: { field: 'name', kind: 'line' },
            },
          },
        ]);
      }
      expect((await stored()).acceptance).toBeNull();
      expect((await accept({ ...press, name: 'Zoe\u0308 Lee' })).status).toBe(200);
      expect((await stored()).acceptance).toMatchObject({ name: 'Zoe\u0308 Lee' });
    },
  );
});
