import type { OneSheetTrack } from './sheet-facts.ts';

/** Six tracks for tests and screenshots, until the catalog section supplies real ones. */
export const fixtureTracks: OneSheetTrack[] = [
  { title: 'Night Drive', durationSeconds: 154, bpm: 92, key: 'A minor', moods: ['Tense', 'Driving'], vocals: 'instrumental', oneStop: true, preCleared: true },
  { title: 'Golden Hour', durationSeconds: 187, bpm: 84, key: 'D major', moods: ['Warm', 'Hopeful'], vocals: 'vocal', oneStop: true },
  { title: 'Paper Lanterns', durationSeconds: 132, bpm: 70, key: 'F# minor', moods: ['Intimate', 'Bittersweet'], vocals: 'instrumental', oneStop: true, preCleared: true },
  { title: 'Run the City', durationSeconds: 165, bpm: 128, key: 'G minor', moods: ['Energetic', 'Confident'], vocals: 'both', oneStop: false },
  { title: 'Low Tide', durationSeconds: 201, bpm: 76, moods: ['Dreamy'], vocals: 'instrumental', oneStop: true },
  { title: 'Static Hearts', durationSeconds: 143, bpm: 110, key: 'C minor', moods: ['Dark', 'Pulsing', 'Cinematic'], vocals: 'vocal', oneStop: true, preCleared: true },
];
