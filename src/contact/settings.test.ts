import { describe, expect, it } from 'vitest';
import { contactSettings } from './settings';

const validated = {
  contact: { region: 'europe-west1' },
  firebase: { projectId: 'demo-cuesheet' },
  behaviour: { retry: { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } },
};

describe('contactSettings', () => {
  it('takes project, region and retry policy from the validated config', () => {
    expect(contactSettings(validated)).toEqual({
      firebase: { projectId: 'demo-cuesheet' },
      region: 'europe-west1',
      retry: { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 },
    });
  });

  it('passes the web app keys and App Check site key through when configured', () => {
    const appCheck = { provider: 'recaptcha-v3' as const, siteKey: '6LdXXXXXXXXXXXXXXXXXXXXXXX' };
    const settings = contactSettings({
      ...validated,
      contact: { ...validated.contact, appCheck },
      firebase: { projectId: 'my-site', apiKey: 'AIzaSyXXXXXXXXXXXXXXXXXXXX', appId: '1:2:web:3f' },
    });
    expect(settings.appCheck).toEqual(appCheck);
    expect(settings.firebase).toEqual({ projectId: 'my-site', apiKey: 'AIzaSyXXXXXXXXXXXXXXXXXXXX', appId: '1:2:web:3f' });
  });

  it('refuses a config whose defaults were never applied', () => {
    expect(() => contactSettings({ contact: {} })).toThrow(/not validated/);
  });
});
