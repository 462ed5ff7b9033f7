import { describe, expect, it } from 'vitest';
import { sendContact, type SendRequest } from './send-contact.ts';
import type { ContactSettings } from './settings.ts';

const settings: ContactSettings = {
  firebase: { projectId: 'demo-test' },
  region: 'us-central1',
  retry: { retries: 3, baseDelayMs: 0, maxDelayMs: 0 },
};
const message = { name: 'Ada', email: 'ada@example.com', subject: 'Sync', message: 'Hello' };

describe('sendContact', () => {
  it('sends the same generated id on every retry, with an empty honeypot', async () => {
    const sent: SendRequest[] = [];
    await sendContact(settings, message, {}, async (request) => {
      sent.push(request);
      if (sent.length < 3) throw Object.assign(new Error('down'), { code: 'functions/unavailable' });
    });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.id)).size).toBe(1);
    expect(sent[0]).toEqual({ ...message, id: expect.stringMatching(/^[0-9a-f-]{36}$/), nectar: '' });
  });

  it('uses the caller-given id and honeypot value', async () => {
    const sent: SendRequest[] = [];
    const id = '0b8f4f2e-3d1c-4c6b-9a53-6f1f0f5b2a11';
    await sendContact(settings, message, { id, honeypot: 'spam.example' }, async (request) => void sent.push(request));
    expect(sent).toEqual([{ ...message, id, nectar: 'spam.example' }]);
  });

  it('throws the server answer when the message is refused', async () => {
    const refused = Object.assign(new Error('"email" must be a valid email address'), {
      code: 'functions/invalid-argument',
    });
    await expect(
      sendContact(settings, message, {}, async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
  });
});
