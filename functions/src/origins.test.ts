import type { Request } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { corsOrigins, isAllowedOrigin, previewChannelPattern } from './origins.ts';
import { refuse } from './requestGuard.ts';
import { pickSite, type SiteSettings } from './sites.ts';

const site = { origins: ['https://marlowekane.com', 'https://mk-site.web.app', 'https://mk-site.firebaseapp.com'] };
// A request as the guard reads it: the Origin header, and a small valid-looking body.
const from = (origin: string) =>
  ({
    method: 'POST',
    headers: { origin },
    body: { data: {} },
    rawBody: Buffer.from('{"data":{}}'),
  }) as unknown as Request;
const siteWith = (previewSite: string | null) =>
  ({ key: null, origins: site.origins, localOrigins: [], previewSite }) as unknown as SiteSettings;
const statusFor = (origin: string, previewSite: string | null) =>
  refuse(from(origin), { allowOrigin: (header) => pickSite(header, [siteWith(previewSite)], false) !== undefined })
    ?.httpStatus ?? 'passed';

describe('preview channels', () => {
  const preview = 'https://mk-site--pr-42-a1b2c3d4.web.app';

  it('are refused with 403 unless the config allows them, then let through', () => {
    expect(statusFor(preview, null)).toBe(403);
    expect(statusFor(preview, 'mk-site')).toBe('passed');
    expect(statusFor('https://marlowekane.com', null)).toBe('passed');
  });

  it("match only the site's own channels on web.app", () => {
    const allowed = corsOrigins({ ...site, previewSite: 'mk-site' });
    for (const origin of [
      'https://other--pr-42-a1b2c3d4.web.app',
      'https://mk-site-evil--pr-1-abc.web.app',
      'https://xmk-site--pr-1-abc.web.app',
      'https://mk-site--pr-1-abc.web.app.evil.example',
      'https://mk-site--pr-1-abc.firebaseapp.com',
      'http://mk-site--pr-1-abc.web.app',
      'https://mk-site---x.web.app',
    ]) {
      expect(isAllowedOrigin(origin, allowed), origin).toBe(false);
    }
    expect(isAllowedOrigin('https://mk-site--live-preview-9z8y7x6w.web.app', allowed)).toBe(true);
    expect(previewChannelPattern('a.b').test('https://aXb--c-d.web.app')).toBe(false);
  });
});
