import type { StoredShortlist } from '../contract/shortlist-model.js';

/** A shortlist of two tracks for two recipients, fixed so tests don't move with the shipped catalog. */
export function shortlistFixture(overrides: Partial<StoredShortlist> = {}): StoredShortlist {
  const rights = { oneStop: true, preCleared: true, writers: [{ name: 'Marlowe Kane', share: 100 }], publishers: [], samples: 'none' as const };
  return {
    site: 'default',
    title: 'Tense, 90-100 BPM',
    note: null,
    createdAt: Date.UTC(2026, 10, 23),
    expiresAt: Date.UTC(2026, 11, 23),
    revokedAt: null,
    downloads: true,
    tracks: [
      {
        id: 'night-drive',
        title: 'Night Drive',
        bpm: 92,
        key: 'A minor',
        moods: ['Tense'],
        genres: ['Cinematic'],
        vocals: 'instrumental',
        explicit: false,
        stems: false,
        versions: [
          { key: 'main', label: 'Main', audio: '/audio/night-drive.mp3', durationSeconds: 150 },
          { key: 'Instrumental', label: 'Instrumental', audio: '/audio/night-drive-inst.mp3', durationSeconds: 149.6 },
        ],
        rights,
      },
      {
        id: 'golden-hour',
        title: 'Golden Hour',
        bpm: 96,
        key: 'C major',
        moods: ['Warm'],
        genres: ['Pop'],
        vocals: 'both',
        explicit: false,
        stems: false,
        versions: [{ key: 'main', label: 'Main', audio: '/audio/golden-hour.mp3', durationSeconds: 40 }],
        rights,
      },
    ],
    recipients: [
      { id: 'r1', name: 'Anna Lee, Northlight', email: 'anna@northlight.example', tokenHash: 'a'.repeat(64) },
      { id: 'r2', name: 'Bo Park', email: 'bo@meridian.example', tokenHash: 'b'.repeat(64) },
    ],
    digestPending: false,
    digestDay: null,
    ...overrides,
  };
}
