import { beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  clearFirestore,
  listDocuments,
  newSenderIp,
  notifyEmail,
  rateLimit,
  storedCount,
  stringField,
  validMessage,
} from './emulators.ts';

beforeEach(clearFirestore);

describe('submitContact over the callable protocol', () => {
  it('stores a valid message once, with its notification email', async () => {
    const ip = newSenderIp();
    const message = validMessage({ message: '<script>alert(1)</script>\n<b>kept as sent</b>' });
    const answer = await call(message, ip);
    expect(answer).toMatchObject({ status: 200, json: { result: { ok: true } } });

    const [stored, ...others] = await listDocuments('contactMessages');
    expect(others).toEqual([]);
    expect(stored?.name.endsWith(`/contactMessages/${message.id}`)).toBe(true);
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(stringField(stored, field)).toBe(message[field]);
    }
    expect(stored?.fields.createdAt?.timestampValue).toEqual(expect.any(String));
    // Who sent it is kept apart, and expires (TTL on contactSenders.expiresAt).
    expect(Object.keys(stored?.fields ?? {}).sort()).toEqual(['createdAt', 'email', 'message', 'name', 'subject']);
    const [sender, ...otherSenders] = await listDocuments('contactSenders');
    expect(otherSenders).toEqual([]);
    expect(sender?.name.endsWith(`/contactSenders/${message.id}`)).toBe(true);
    expect(stringField(sender, 'ipHash')).toMatch(/^[0-9a-f]{64}$/);
    expect(stringField(sender, 'userAgent')).toEqual(expect.any(String));
    const expires = Date.parse(String(sender?.fields.expiresAt?.timestampValue));
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(120_000);
    expect(JSON.stringify([stored, sender])).not.toContain(ip);

    const [mail] = await listDocuments('mail');
    expect(mail?.name.endsWith(`/mail/${message.id}`)).toBe(true);
    expect(stringField(mail, 'to')).toBe(notifyEmail);
    expect(stringField(mail, 'replyTo')).toBe(message.email);
    const content = mail?.fields.message?.mapValue as { fields: Record<string, { stringValue?: string }> };
    expect(content.fields.subject?.stringValue).toBe(`Website contact: ${message.subject}`);
    // The message, quoted line by line.
    expect(content.fields.text?.stringValue).toContain(String(message.message).replace(/^/gm, '> '));
    expect(content.fields).not.toHaveProperty('html');
  });

  it('stores a message sent twice with the same id once, and answers success both times', async () => {
    const message = validMessage();
    const ip = newSenderIp();
    expect((await call(message, ip)).status).toBe(200);
    expect((await call(message, ip)).status).toBe(200);
    expect(await listDocuments('contactMessages')).toHaveLength(1);
    expect(await listDocuments('mail')).toHaveLength(1);
  });

  it.each([
    ['a missing field', { ...validMessage(), subject: undefined }, '"subject" is required'],
    ['a missing id', { ...validMessage(), id: undefined }, '"id" is required'],
    ['an extra key', { ...validMessage(), isAdmin: true }, '"isAdmin" is not an accepted field'],
    ['a wrong type', validMessage({ name: 42 as unknown as string }), '"name" must be a string'],
    ['a too long name', validMessage({ name: 'n'.repeat(101) }), '"name" must be at most 100 characters'],
    ['a too long email', validMessage({ email: `${'e'.repeat(250)}@x.io` }), '"email" must be at most 254 characters'],
    ['a too long subject', validMessage({ subject: 's'.repeat(201) }), '"subject" must be at most 200 characters'],
    ['a too long message', validMessage({ message: 'm'.repeat(5001) }), '"message" must be at most 5000 characters'],
    ['a blank field', validMessage({ name: '   ' }), '"name" must not be empty'],
    [
      'a bad email',
      validMessage({ email: 'ada(at)example.com' }),
      '"email" must be an email address as a browser\'s email field takes it',
    ],
    ['a null byte', validMessage({ subject: 'hi\u0000' }), '"subject" must not contain control characters'],
    [
      'a bidi override',
      validMessage({ name: 'Ada \u202Egnp.exe' }),
      '"name" must not contain control characters, line or paragraph separators, bidi overrides',
    ],
    ['a name of only a zero-width space', validMessage({ name: '\u200B' }), '"name" must not be empty'],
    ['a bad id', validMessage({ id: '../../mail/x' }), '"id" must be a lower-case UUID'],
    ['no object at all', 'hello', 'the data must be an object'],
  ])('answers 400 naming the field for %s, storing nothing', async (_label, data, expected) => {
    const answer = await call(data);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: expect.stringContaining(expected) },
    });
    expect(await storedCount()).toBe(0);
  });

  it('names the refused field in the error details, for the form to point at it', async () => {
    const answer = await call(validMessage({ email: 'a@b@example.com' }));
    expect(answer.json).toMatchObject({ error: { status: 'INVALID_ARGUMENT', details: { field: 'email' } } });
  });

  it(`answers 429 once a sender has sent ${rateLimit.maxMessages} messages in the window`, async () => {
    const ip = newSenderIp();
    const accepted = [];
    for (let sent = 0; sent < rateLimit.maxMessages; sent += 1) {
      const message = validMessage();
      expect((await call(message, ip)).status).toBe(200);
      accepted.push(message);
    }
    const refused = await call(validMessage(), ip);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: { status: 'RESOURCE_EXHAUSTED' } });
    // A retry of a stored message is no new message: it still succeeds.
    expect((await call(accepted[0], ip)).status).toBe(200);
    // Other senders are not affected.
    expect((await call(validMessage(), newSenderIp())).status).toBe(200);
    expect(await listDocuments('contactMessages')).toHaveLength(rateLimit.maxMessages + 1);
  });

  it('answers success to a filled honeypot and stores nothing', async () => {
    const answer = await call(validMessage({ nectar: 'https://cheap-pills.example' }));
    expect(answer).toMatchObject({ status: 200, json: { result: { ok: true } } });
    expect(await storedCount()).toBe(0);
  });
});
