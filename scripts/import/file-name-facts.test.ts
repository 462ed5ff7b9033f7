import { describe, expect, it } from 'vitest';
import { fileNameFacts, spaceCamelCase } from './file-name-facts.ts';
import { groupVersions } from './versions.ts';

type Row = [file: string, title: string, bpm: number | null, key: string | null, version?: string];

/** File names as producers write them → the title left (after the version), the tempo and the key read. */
const TABLE: Row[] = [
  // Tempo and key, the spellings producers use.
  ['Night Drive 120bpm Am.wav', 'Night Drive', 120, 'A minor'],
  ['NightDrive_120_Amin.wav', 'Night Drive', 120, 'A minor'],
  ['Night Drive - 95 BPM - F#m.wav', 'Night Drive', 95, 'F♯ minor'],
  ['Night Drive 120 BPM.wav', 'Night Drive', 120, null],
  ['Night Drive 120BPM.wav', 'Night Drive', 120, null],
  ['Night Drive BPM 120.wav', 'Night Drive', 120, null],
  ['Night Drive 128.5bpm.wav', 'Night Drive', 128.5, null],
  ['Night Drive A min.wav', 'Night Drive', null, 'A minor'],
  ['Night Drive A minor.wav', 'Night Drive', null, 'A minor'],
  ['Night Drive F#m.wav', 'Night Drive', null, 'F♯ minor'],
  ['Night Drive Bb major.wav', 'Night Drive', null, 'B♭ major'],
  ['Night_Drive_Bbmaj.wav', 'Night Drive', null, 'B♭ major'],
  ['Night Drive 100bpm Ebm.wav', 'Night Drive', 100, 'E♭ minor'],
  ['Night Drive_C#min_140.wav', 'Night Drive', 140, 'C♯ minor'],
  ['Night Drive - Am.wav', 'Night Drive', null, 'A minor'],
  ['Night Drive (Am).wav', 'Night Drive', null, 'A minor'],
  ['Night Drive (120 BPM, Am).wav', 'Night Drive', 120, 'A minor'],
  ['Night Drive [Am 120].wav', 'Night Drive', 120, 'A minor'],
  ['Night-Drive-124-Gm.wav', 'Night-Drive', 124, 'G minor'],
  ['Night Drive Cmaj 90bpm.wav', 'Night Drive', 90, 'C major'],
  // Camelot, read where it stands apart or beside a tempo (8A is A minor, 8B C major, 12A D♭ minor, 1B B major).
  ['Night Drive_8A.wav', 'Night Drive', null, 'A minor'],
  ['Night Drive - 8B.wav', 'Night Drive', null, 'C major'],
  ['Night Drive 120bpm 12A.wav', 'Night Drive', 120, 'C♯ minor'],
  ['Night Drive_96_1B.wav', 'Night Drive', 96, 'B major'],
  ['Night Drive_5A.wav', 'Night Drive', null, 'C minor'],
  // With a version after or before the facts: the version stays for versions.ts.
  ['Night Drive 120bpm Am - 30s.wav', 'Night Drive', 120, 'A minor', '30 s cut'],
  ['Night Drive - 30s - 120bpm Am.wav', 'Night Drive', 120, 'A minor', '30 s cut'],
  ['NightDrive_120_Amin_inst.wav', 'Night Drive', 120, 'A minor', 'Instrumental'],
  ['Night Drive (Instrumental) 92bpm Dm.wav', 'Night Drive', 92, 'D minor', 'Instrumental'],
  ['Night Drive 92bpm Dm (Instrumental).wav', 'Night Drive', 92, 'D minor', 'Instrumental'],
  // Version lengths are not tempos.
  ['Night Drive - 30s.wav', 'Night Drive', null, null, '30 s cut'],
  ['Night_Drive_60.wav', 'Night Drive', null, null, '60 s cut'],
  ['Night Drive (0:30).wav', 'Night Drive', null, null, '30 s cut'],
  ['Night Drive 30 sec.wav', 'Night Drive 30 sec', null, null],
  ['Night Drive - 60s cut.wav', 'Night Drive', null, null, '60s cut'],
  ['Night Drive - 60.wav', 'Night Drive', null, null, '60 s cut'],
  // Title words are not tempos or keys.
  ['Route 66.wav', 'Route 66', null, null],
  ['Area 51.wav', 'Area 51', null, null],
  ['2 AM.wav', '2 AM', null, null],
  ['Wake Up 7 Am.wav', 'Wake Up 7 Am', null, null],
  ['Am I Blue.wav', 'Am I Blue', null, null],
  ['Here I Am.wav', 'Here I Am', null, null],
  ['Let Em Go.wav', 'Let Em Go', null, null],
  ['A Minor Incident.wav', 'A Minor Incident', null, null],
  ['Flight 8A.wav', 'Flight 8A', null, null],
  ['Route 66 120bpm.wav', 'Route 66', 120, null],
  ['Route 66 Am 120bpm.wav', 'Route 66', 120, 'A minor'],
  ['Area 51 - Am.wav', 'Area 51', null, 'A minor'],
  ['Catch-22.wav', 'Catch-22', null, null],
  ['Blade Runner 2049.wav', 'Blade Runner 2049', null, null],
  ['Track 01_Am.wav', 'Track 01', null, 'A minor'],
  ['Amazing Grace.wav', 'Amazing Grace', null, null],
  ['Dmajestic.wav', 'Dmajestic', null, null],
  // A key a title names is read and stays in the title.
  ['Prelude in A Minor.wav', 'Prelude in A Minor', null, 'A minor'],
  ['Prelude in C#m 60bpm.wav', 'Prelude in', 60, 'C♯ minor'],
  // A lowercase or bare letter names no key here; nothing is left of a name that is only facts.
  ['Night Drive am.wav', 'Night Drive am', null, null],
  ['Night Drive_C.wav', 'Night Drive C', null, null],
  ['120bpm.wav', '120bpm', null, null],
  // Camel case spaced only in names without spaces.
  ['BlueHour.wav', 'Blue Hour', null, null],
  ['McCartney Tribute 80bpm.wav', 'McCartney Tribute', 80, null],
  ['YouTube Intro_Am.wav', 'YouTube Intro', null, 'A minor'],
  ['iPhone Ad 100bpm.wav', 'iPhone Ad', 100, null],
];

describe('fileNameFacts', () => {
  it.each(TABLE)('%s → %s, %s BPM, %s', (file, title, bpm, key, version) => {
    const facts = fileNameFacts(file.replace(/\.[^.]+$/, ''));
    // As the import reads a file alone in its folder: `Route 66` is a title, not Route's 66 s cut.
    const [named] = groupVersions([{ base: facts.name }]);
    expect({ title: named?.cue, version: named?.mainLabel, bpm: facts.bpm ?? null, key: facts.key ?? null }).toEqual({
      title,
      version: version ?? null,
      bpm,
      key,
    });
  });

  it('holds at least forty names, traps among them', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });
});

describe('spaceCamelCase', () => {
  it.each([
    ['NightDrive', 'Night Drive'],
    ['DarkSideOfTheMoon_inst', 'Dark Side Of The Moon_inst'],
    ['McCartney', 'McCartney'],
    ['MacArthur', 'MacArthur'],
    ['iPhone', 'iPhone'],
    ['DJShadow', 'DJShadow'],
    ['YouTube Song', 'YouTube Song'],
    ['NightDrive - 30s', 'Night Drive - 30s'],
  ])('%s → %s', (name, spaced) => expect(spaceCamelCase(name)).toBe(spaced));
});
