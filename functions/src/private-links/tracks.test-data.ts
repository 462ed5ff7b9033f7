import type { StoredTrack } from '../contract/shortlist-model.ts';

/**
 * Two tracks as a site offers them to its private links (shortlists and quotes), fixed so tests
 * don't move with the shipped catalog.
 */
export function trackFixtures(): StoredTrack[] {
  const rights = {
    oneStop: true,
    preCleared: true,
    writers: [{ name: 'Marlowe Kane', share: 100 }],
    publishers: [],
    samples: 'none' as const,
  };
  return [
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
  ];
}
