import type { StoredShortlist } from '../contract/shortlist-model.ts';
import { trackFixtures } from '../private-links/tracks.test-data.ts';

/** A shortlist of the two fixture tracks for two recipients. */
export function shortlistFixture(overrides: Partial<StoredShortlist> = {}): StoredShortlist {
  return {
    site: 'default',
    title: 'Tense, 90-100 BPM',
    note: null,
    createdAt: Date.UTC(2026, 10, 23),
    expiresAt: Date.UTC(2026, 11, 23),
    revokedAt: null,
    downloads: true,
    tracks: trackFixtures(),
    recipients: [
      { id: 'r1', name: 'Anna Lee, Northlight', email: 'anna@northlight.example', tokenHash: 'a'.repeat(64) },
      { id: 'r2', name: 'Bo Park', email: 'bo@meridian.example', tokenHash: 'b'.repeat(64) },
    ],
    digestPending: false,
    digestDay: null,
    ...overrides,
  };
}
