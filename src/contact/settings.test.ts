import { describe, expect, it } from 'vitest';
import { contactSettings } from './settings.ts';

const validated = {
  contact: {
    notifyEmail: 'bookings@example.com',
    region: 'europe-west1',
    rateLimit: { maxMessages: 5, windowMinutes: 10 },
  },
  firebase: { projectId: 'demo-cuesheet' },
  behaviour: {
    tooltip: { delayMs: 700, skipDelayMs: 300 },
    retry: { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 },
    subjectPrefillDelayMs: 100,
  },
};

describe('contactSettings', () => {
  it('takes project, region and retry policy from the validated config', () => {
    expect(contactSettings(validated)).toEqual({
      firebase: { projectId: 'demo-cuesheet' },
      region: 'europe-west1',
      retry: { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 },
    });
  });

  it('passes the App Check site key through when configured', () => {
    const appCheck = { provider: 'recaptcha-v3' as const, siteKey: '6LdXXXXXXXXXXXXXXXXXXXXXXX' };
    expect(contactSettings({ ...validated, contact: { ...validated.contact, appCheck } }).appCheck).toEqual(appCheck);
  });
});
