import type { SheetTrack } from '../../../src/sections/define.ts';

/** Six tracks for tests, fixed so the sheet's tests do not move with the shipped catalog. */
export const fixtureTracks: SheetTrack[] = [
  { title: 'Night Drive', length: '2:34', bpm: 92, key: 'A minor', moods: ['Tense', 'Driving'], vocals: 'instrumental', oneStop: true, preCleared: true },
  { title: 'Golden Hour', length: '3:07', bpm: 84, key: 'D major', moods: ['Warm', 'Hopeful'], vocals: 'vocal', oneStop: true },
  {
    title: 'Paper Lanterns',
    length: '2:12',
    bpm: 70,
    key: 'F# minor',
    moods: ['Intimate', 'Bittersweet'],
    vocals: 'instrumental',
    oneStop: true,
    preCleared: true,
  },
  { title: 'Run the City', length: '2:45', bpm: 128, key: 'G minor', moods: ['Energetic', 'Confident'], vocals: 'both', oneStop: false },
  // The build heard no steady tempo in it: its BPM column says so in the catalog's words.
  { title: 'Low Tide', length: '3:21', noTempo: 'Free time', key: 'E♭ major', moods: ['Dreamy'], vocals: 'instrumental', oneStop: true },
  {
    title: 'Static Hearts',
    length: '2:23',
    bpm: 110,
    key: 'C minor',
    moods: ['Dark', 'Pulsing', 'Cinematic'],
    vocals: 'vocal',
    oneStop: true,
    preCleared: true,
  },
];

/** The same facts with Arabic titles and moods, for the right-to-left example's sheet. */
export const arabicFixtureTracks: SheetTrack[] = [
  { title: 'قيادة ليلية', length: '2:34', bpm: 92, key: 'لا صغير', moods: ['توتر', 'اندفاع'], vocals: 'instrumental', oneStop: true, preCleared: true },
  { title: 'الساعة الذهبية', length: '3:07', bpm: 84, key: 'ري كبير', moods: ['دفء', 'أمل'], vocals: 'vocal', oneStop: true },
  { title: 'فوانيس ورقية', length: '2:12', bpm: 70, moods: ['حميمية'], vocals: 'instrumental', oneStop: true, preCleared: true },
  { title: 'أضواء المدينة', length: '2:45', bpm: 128, key: 'صول صغير', moods: ['طاقة', 'ثقة'], vocals: 'both', oneStop: false },
  { title: 'جزر', length: '3:21', bpm: 76, moods: ['حالم'], vocals: 'instrumental', oneStop: true },
  { title: 'قلوب ساكنة', length: '2:23', bpm: 110, key: 'دو صغير', moods: ['قاتم', 'نابض'], vocals: 'vocal', oneStop: true, preCleared: true },
];
