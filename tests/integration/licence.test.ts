import { beforeEach, describe, expect, it } from 'vitest';
import { call, clearFirestore, listDocuments, newSenderIp, plainFields, send, storedCount, validMessage, writeDocument } from './emulators.ts';
import { createList } from './shortlist-helpers.ts';

beforeEach(clearFirestore);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function licenceRequest(licence: Record<string, string | number>) {
  const { message: _message, ...rest } = validMessage({ subject: 'Licence request: Golden Hour' });
  return { ...rest, licence };
}

const fields = { track: 'Golden Hour', version: 'Instrumental', media: 'online-ad', territory: 'worldwide', term: '1-year', length: 30, deadline: inDays(5) };

describe('a licence request at submitContact', () => {
  it('is stored once with its fields and the fee the rate card gives, and mailed with a summary', async () => {
    const request = licenceRequest(fields);
    const ip = newSenderIp();
    expect((await call(request, ip)).status).toBe(200);
    expect((await call(request, ip)).status).toBe(200);
    const messages = await listDocuments('contactMessages');
    expect(messages).toHaveLength(1);
    expect(plainFields(messages[0])).toMatchObject({ subject: 'Licence request: Golden Hour', licence: fields, fee: { currency: 'USD', min: 1500, max: 4000 } });
    expect(plainFields(messages[0])).not.toHaveProperty('message');
    const [mail] = await listDocuments('mail');
    const { text } = (plainFields(mail) as { message: { text: string } }).message;
    expect(text).toMatch(/^Media: +Online ad \/ social$/m);
    expect(text).toMatch(/^Typical fee shown: +\$1,500–\$4,000 \(USD\)$/m);
  });

  it('names the shortlist it came from in the mail: id and title, the id alone for one gone or another site\'s', async () => {
    const list = await createList('--title', 'Chase cues, by Friday', '--tracks', 'golden-hour', '--for', 'A <a@x.example>');
    await writeDocument('shortlists/elsewhere1', { site: { stringValue: 'nova-lane' }, title: { stringValue: 'Not this site’s' } });
    const mailOf = async (shortlist: string) => {
      const request = licenceRequest({ ...fields, shortlist });
      expect((await call(request)).status).toBe(200);
      const mail = (await listDocuments('mail')).find((document) => document.name.endsWith(`/${request.id}`));
      return (plainFields(mail!) as { message: { text: string } }).message.text;
    };
    expect(await mailOf(list.id)).toMatch(new RegExp(`^From shortlist: +${list.id} "Chase cues, by Friday"$`, 'm'));
    expect(await mailOf('gone1234')).toMatch(/^From shortlist: +gone1234$/m);
    expect(await mailOf('elsewhere1')).toMatch(/^From shortlist: +elsewhere1$/m);
    const stored = (await listDocuments('contactMessages')).map((document) => (plainFields(document) as { licence: { shortlist?: string } }).licence.shortlist);
    expect(stored.sort()).toEqual(['elsewhere1', 'gone1234', list.id].sort());
  });

  it('refuses fields hidden under a "__proto__" key, at any depth, with a 400 and stores nothing', async () => {
    const { licence: _licence, ...rest } = licenceRequest(fields);
    for (const licence of [`{"__proto__": ${JSON.stringify(fields)}}`, `{"__proto__": {"constructor": {"x": 1}, "media": "online-ad"}}`]) {
      const body = `{"data": ${JSON.stringify({ ...rest, licence: null }).replace('"licence":null', `"licence":${licence}`)}}`;
      const answer = await send({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { status: 'INVALID_ARGUMENT', message: '"licence.__proto__" is not an accepted field' } });
    }
    expect(await storedCount()).toBe(0);
    expect(await listDocuments('mail')).toHaveLength(0);
  });

  it('records no fee where no rate matches, rather than a wrong one', async () => {
    await call(licenceRequest({ ...fields, territory: 'europe' }));
    const [stored] = await listDocuments('contactMessages');
    expect(plainFields(stored)).toMatchObject({ fee: null });
  });

  it.each([
    ['an unknown media', { ...fields, media: 'billboard' }, /^"licence.media" must be one of online-ad, /],
    ['a deadline before today', { ...fields, deadline: inDays(-3) }, /^"licence.deadline" must not be in the past$/],
    ['an air date that is not a date', { ...fields, airDate: 'spring' }, /^"licence.airDate" must be a date written YYYY-MM-DD$/],
    ['a length that is not a number', { ...fields, length: 'thirty' }, /^"licence.length" must be a whole number of seconds from 1 to 36000$/],
    ['over-long text', { ...fields, project: 'p'.repeat(201) }, /^"licence.project" must be a text of at most 200 characters/],
    ['a field the site does not have', { ...fields, colour: 'red' }, /^"licence.colour" is not a field of this site's licence request$/],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, licence, message) => {
    const answer = await call(licenceRequest(licence));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { status: 'INVALID_ARGUMENT', message: expect.stringMatching(message) } });
    expect(await storedCount()).toBe(0);
  });
});
