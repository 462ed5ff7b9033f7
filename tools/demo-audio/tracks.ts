/**
 * The demo catalogue of the fictional producer Marlowe Kane: six short sync cues written
 * note by note and rendered by the synthesiser in ./synth. Each render is deterministic.
 */
import { cycleAt } from '../../scripts/cycle-at.ts';
import {
  bass,
  bell,
  brass,
  crash,
  epiano,
  kick,
  lead,
  organ,
  pad,
  piano,
  pluck,
  riser,
  shaker,
  softBass,
  strings,
  swell,
  tom,
  vinyl,
} from './synth/instruments.ts';
import { chord, degree, melody, type Key } from './synth/music.ts';
import { drums, play, timeline, type Section } from './synth/parts.ts';
import { mulberry32 } from './synth/random.ts';
import { Song } from './synth/song.ts';
import { sing, type SungNote } from './synth/voice.ts';

export interface Variant {
  /** With the sung line (false for an instrumental). */
  vocal: boolean;
  /** The 30-second edit instead of the full cue. */
  cut: boolean;
}

export interface DemoVersion {
  /** File suffix: `<id>-<suffix>.mp3`. */
  suffix: string;
  label: string;
  variant: Variant;
}

export interface DemoTrack {
  id: string;
  title: string;
  bpm: number;
  key: string;
  moods: string[];
  genres: string[];
  vocals: 'instrumental' | 'vocal';
  description: string;
  versions: DemoVersion[];
  render(variant: Variant): Float32Array;
}

/** The 30 s edits are exactly 30 s, as a :30 spot needs. */
export const CUT_SECONDS = 30;

const INSTRUMENTAL: DemoVersion = { suffix: 'inst', label: 'Instrumental', variant: { vocal: false, cut: false } };
const CUT_30: DemoVersion = { suffix: '30', label: '30 s cut', variant: { vocal: true, cut: true } };

/** Song length: the arrangement plus a tail for the last chord and the reverb to ring out. */
function lengthOf(bpm: number, bars: number, tail: number, cut: boolean): number {
  return cut ? CUT_SECONDS : (bars * 240) / bpm + tail;
}

function sungLine(song: Song, bar: number, key: Key, line: string, octave: number, syllables: string): SungNote[] {
  return melody(key, line, octave, syllables).map((e) => ({
    start: song.stepTime(bar, e.step * 2),
    dur: e.steps * 2 * (song.beat / 4) - 0.03,
    midi: e.midi,
    syllable: e.syllable ?? 'a',
  }));
}

// 1. Night Drive --------------------------------------------------------------------------

const nightDrive: DemoTrack = {
  id: 'night-drive',
  title: 'Night Drive',
  bpm: 92,
  key: 'A minor',
  moods: ['Tense', 'Driving', 'Dark'],
  genres: ['Cinematic', 'Electronic'],
  vocals: 'instrumental',
  description: 'A pulsing synth bass and sixteenth-note hats under a cold lead: chases, heists, city lights at speed.',
  versions: [{ suffix: '30', label: '30 s cut', variant: { vocal: false, cut: true } }],
  render({ cut }) {
    const key: Key = { root: 45, mode: 'minor', name: 'A minor' };
    const rng = mulberry32(0x4e44);
    const sections: Section[] = cut
      ? [
          { name: 'intro', bars: 2 },
          { name: 'drop', bars: 8 },
          { name: 'end', bars: 1 },
        ]
      : [
          { name: 'intro', bars: 4 },
          { name: 'build', bars: 4 },
          { name: 'drop', bars: 8 },
          { name: 'end', bars: 2 },
        ];
    const t = timeline(sections);
    const song = new Song(this.bpm, lengthOf(this.bpm, t.total, 3, cut))
      .bus('drums', 0.9, 0.08)
      .bus('bass', 0.75, 0)
      .bus('pad', 0.32, 0.5)
      .bus('arp', 0.22, 0.4)
      .bus('lead', 0.3, 0.45)
      .bus('fx', 0.25, 0.5);
    const progression = [1, 6, 4, 5];
    const drop = t.get('drop') ?? 0;
    const end = t.get('end') ?? 0;
    const build = t.get('build');
    for (let bar = 0; bar < end; bar++) {
      const deg = cycleAt(progression, bar);
      const inDrop = bar >= drop;
      const inBuild = build !== undefined && bar >= build && bar < drop;
      const root = degree(key, deg);
      for (let s = 0; s < 16; s++) {
        const vel = s % 4 === 0 ? 1 : 0.6;
        song.add(
          'bass',
          bass(root, song.beat / 4 - 0.01, vel, inDrop ? 1 : 0.35 + (0.1 * bar) / 4),
          song.stepTime(bar, s),
        );
      }
      for (const n of chord(key, deg, 3, 60))
        song.add('pad', pad(n, song.bar, 0.6, inDrop ? 2400 : 1100), bar * song.bar);
      if (inDrop || inBuild) {
        const tones = chord(key, deg, 3, 74);
        const order = [0, 1, 2, 1, 0, 2, 1, 2, 0, 1, 2, 1, 0, 2, 1, 2];
        for (let s = 0; s < 16; s++)
          song.add(
            'arp',
            pluck(rng, cycleAt(tones, cycleAt(order, s)), song.beat / 4, s % 4 === 0 ? 1 : 0.7, 0.7),
            song.stepTime(bar, s),
          );
      }
      if (inDrop) {
        drums(song, rng, bar, {
          kick: 'X...X...X...X..x',
          snare: '....X.......X...',
          hat: 'xoxoxoxoxoxoxoxo',
          open: bar % 2 === 1 ? '..............x.' : '',
        });
      } else if (inBuild) {
        drums(song, rng, bar, { kick: 'X...X...X...X...', hat: '..x...x...x...x.' }, 0.8);
      } else {
        drums(song, rng, bar, { hat: 'oooooooooooooooo' }, 0.7);
      }
    }
    // Lead over the drop: a four-bar phrase, answered an octave up the second time.
    const phrase = '5 - 5 4 3 - 1 2 | 3 - - - . . 3 4 | 5 - 6 5 4 - 2 3 | 2 - - - #7, - - -';
    for (const [k, oct] of [
      [0, 1],
      [4, 2],
    ] as const) {
      if (drop + k < end)
        play(song, 'lead', drop + k, melody(key, phrase, oct), (e, d) => lead(e.midi, d, 0.8, 2200 + 600 * (oct - 1)));
    }
    song.add('fx', riser(rng, song.bar * (cut ? 1 : 2)), (drop - (cut ? 1 : 2)) * song.bar, 0.8);
    song.add('fx', crash(rng), drop * song.bar, 0.9);
    // The ending: one hit and the tonic left to ring.
    const hit = end * song.bar;
    song.add('drums', kick(1), hit);
    song.add('drums', tom(rng, 40, 1, 0.8), hit, 0.6);
    song.add('fx', crash(rng), hit);
    for (const n of chord(key, 1, 3, 60)) song.add('pad', pad(n, song.bar * 1.2, 0.7, 1600), hit);
    song.add('bass', bass(degree(key, 1), song.bar, 1, 0.4), hit);
    return song.mixdown({ rmsDb: -15, fadeIn: 0.02, fadeOut: cut ? 1.2 : 2 });
  },
};

// 2. Golden Hour --------------------------------------------------------------------------

const goldenHour: DemoTrack = {
  id: 'golden-hour',
  title: 'Golden Hour',
  bpm: 118,
  key: 'D major',
  moods: ['Uplifting', 'Hopeful', 'Bright'],
  genres: ['Pop', 'Advertising'],
  vocals: 'vocal',
  description:
    'Bouncing piano, claps and a sung "oh-oh" hook that lifts into the chorus: made for a product reveal or an end card.',
  versions: [INSTRUMENTAL, CUT_30],
  render({ vocal, cut }) {
    const key: Key = { root: 50, mode: 'major', name: 'D major' };
    const rng = mulberry32(0x4748);
    const sections: Section[] = cut
      ? [
          { name: 'intro', bars: 2 },
          { name: 'pre', bars: 2 },
          { name: 'chorus', bars: 8 },
          { name: 'end', bars: 1 },
        ]
      : [
          { name: 'intro', bars: 2 },
          { name: 'verse', bars: 4 },
          { name: 'pre', bars: 2 },
          { name: 'chorus', bars: 8 },
          { name: 'end', bars: 2 },
        ];
    const t = timeline(sections);
    const length = lengthOf(this.bpm, t.total, 3, cut);
    const song = new Song(this.bpm, length)
      .bus('drums', 0.85, 0.1)
      .bus('bass', 0.6, 0)
      .bus('keys', 0.3, 0.3)
      .bus('bells', 0.12, 0.5)
      .bus('vocal', 0.55, 0.35)
      .bus('fx', 0.2, 0.5);
    const progression = [1, 5, 6, 4];
    const chorus = t.get('chorus') ?? 0;
    const pre = t.get('pre') ?? 0;
    const verse = t.get('verse');
    const end = t.get('end') ?? 0;
    for (let bar = 0; bar < end; bar++) {
      const deg = cycleAt(progression, bar);
      const inChorus = bar >= chorus;
      const stabs = inChorus ? 'x.x.x.x.x.x.x.x.' : 'x..x..x...x..x..';
      [...stabs].forEach((c, s) => {
        if (c === '.') return;
        for (const n of chord(key, deg, 3, 66))
          song.add('keys', piano(rng, n, song.beat / 2, s % 4 === 0 ? 0.9 : 0.6), song.stepTime(bar, s), 0.5);
      });
      if (bar >= (verse ?? pre)) {
        const root = degree(key, deg, -1);
        for (let s = 0; s < 16; s += 2)
          song.add(
            'bass',
            bass(s === 14 ? root + 12 : root, song.beat / 2 - 0.02, s % 4 === 0 ? 1 : 0.7, 0.5),
            song.stepTime(bar, s),
          );
      }
      if (inChorus) {
        drums(song, rng, bar, {
          kick: 'X...X...X...X...',
          clap: '....X.......X...',
          hat: '..x...x...x...x.',
          open: '..x...x...x...x.',
        });
        for (let s = 0; s < 16; s += 2)
          song.add('drums', shaker(rng, s % 4 === 2 ? 1 : 0.6), song.stepTime(bar, s + 1), 0.5);
      } else if (bar >= pre) {
        drums(
          song,
          rng,
          bar,
          {
            kick: 'X.......X.......',
            clap: bar === chorus - 1 ? '....X.......X.xx' : '....X.......X...',
            hat: 'x.x.x.x.x.x.x.x.',
          },
          0.85,
        );
      } else if (verse !== undefined && bar >= verse) {
        drums(song, rng, bar, { kick: 'X.......X.......', clap: '....X.......X...', hat: 'x.x.x.x.x.x.x.x.' }, 0.75);
      } else {
        drums(song, rng, bar, { clap: '....X.......X...' }, 0.6);
      }
    }
    const bellLine = "5 . 3' . 2' . 5 . | 5 . 2' . 1' . 5 . | 6 . 3' . 2' . 6 . | 4 . 1' . 7 . 6 .";
    for (let k = 0; k < 8; k += 4)
      play(song, 'bells', chorus + k, melody(key, bellLine, 1), (e, d) => bell(e.midi, d, 0.7));
    song.add('fx', swell(rng, song.bar), (chorus - 1) * song.bar, 0.8);
    song.add('fx', crash(rng), chorus * song.bar, 0.8);
    if (vocal) {
      const notes: SungNote[] = [];
      const verseLine = '3 - 3 2 1 - . 1 | 2 - 2 3 2 - . . | 3 - 3 5 6 - 5 3 | 2 - - - . . . .';
      if (verse !== undefined)
        notes.push(...sungLine(song, verse, key, verseLine, 1, 'wo le ya no la ye ma no li wa no ye la ha ye o'));
      notes.push(...sungLine(song, pre, key, '5 - 5 - 6 - 5 - | 4 - 3 - 2 - - -', 1, 'ha ye la a i o ye'));
      const hook = '5 - 5 - 6 5 3 - | 5 - - - . . 3 2 | 3 - 3 - 2 1 2 - | 1 - - - . . . .';
      const hookUp = "5 - 5 - 6 5 3' - | 2' - - - . . 1' 7 | 1' - 7 - 6 5 6 - | 5 - - - . . . .";
      notes.push(...sungLine(song, chorus, key, hook, 1, 'o o ye a ho o na ye a la na ye ya o'));
      notes.push(...sungLine(song, chorus + 4, key, hookUp, 1, 'o o ye a ho o na ye a la na ye ya o'));
      song.add('vocal', sing(notes, length, rng, 'alto'), 0);
    }
    const hit = end * song.bar;
    for (const n of chord(key, 1, 3, 66)) song.add('keys', piano(rng, n, song.bar, 1), hit, 0.6);
    song.add('bass', bass(degree(key, 1, -1), song.bar, 1, 0.5), hit);
    song.add('drums', kick(1), hit);
    song.add('fx', crash(rng), hit);
    return song.mixdown({ rmsDb: -15, fadeIn: 0.02, fadeOut: cut ? 1.5 : 2.5 });
  },
};

// 3. Paper Moons --------------------------------------------------------------------------

const paperMoons: DemoTrack = {
  id: 'paper-moons',
  title: 'Paper Moons',
  bpm: 84,
  key: 'F major',
  moods: ['Chill', 'Nostalgic', 'Warm'],
  genres: ['Lo-fi Hip-Hop', 'Jazz'],
  vocals: 'instrumental',
  description:
    'Dusty electric piano sevenths over a lazy swung beat and vinyl crackle: late-night study, cafés, slow city montages.',
  versions: [],
  render() {
    const key: Key = { root: 41, mode: 'major', name: 'F major' };
    const rng = mulberry32(0x504d);
    const t = timeline([
      { name: 'intro', bars: 2 },
      { name: 'a', bars: 6 },
      { name: 'b', bars: 6 },
      { name: 'end', bars: 2 },
    ]);
    const length = lengthOf(this.bpm, t.total, 2.5, false);
    const song = new Song(this.bpm, length)
      .bus('drums', 0.8, 0.05)
      .bus('bass', 0.7, 0)
      .bus('keys', 0.32, 0.3)
      .bus('melody', 0.2, 0.45)
      .bus('vinyl', 0.5, 0);
    song.swing = 0.35;
    const progression = [1, 6, 2, 5];
    const a = t.get('a') ?? 0;
    const b = t.get('b') ?? 0;
    const end = t.get('end') ?? 0;
    for (let bar = 0; bar < t.total; bar++) {
      const deg = cycleAt(progression, bar);
      const last = bar >= end;
      const voicing = chord(key, deg, 4, 62);
      for (const n of voicing) {
        song.add('keys', epiano(n, last ? song.bar * 1.5 : song.beat * 2.8, 0.6), song.stepTime(bar, 0));
        if (!last) song.add('keys', epiano(n, song.beat * 0.9, 0.35), song.stepTime(bar, 14));
      }
      if (last) {
        if (bar === end) song.add('bass', softBass(degree(key, 1), song.bar * 1.5, 0.9), song.stepTime(bar, 0));
        continue;
      }
      if (bar >= a) {
        const root = degree(key, deg);
        song.add('bass', softBass(root, song.beat * 1.4, 0.9), song.stepTime(bar, 0));
        song.add('bass', softBass(root + 7, song.beat * 0.5, 0.6), song.stepTime(bar, 10));
        song.add('bass', softBass(root + (bar % 2 ? 10 : 12), song.beat * 0.4, 0.5), song.stepTime(bar, 14));
        drums(
          song,
          rng,
          bar,
          {
            kick: bar % 4 === 3 ? 'X.....x...x..x..' : 'X......x..X.....',
            snare: '....X.......X..o',
            hat: 'x.xox.x.x.xox.xo',
          },
          0.8,
        );
      }
    }
    const line = "3' - 2' 1' 6 - 5 - | . . 1' 2' 3' - 5' - | 4' - 3' 2' 1' - 6 - | 5 - - - . . . .";
    for (let k = 0; k < 6; k += 4)
      play(
        song,
        'melody',
        b + k,
        melody(key, line, 1).filter((e) => b + k + e.step / 8 < end),
        (e, d) => bell(e.midi, d, 0.8),
      );
    for (let k = 0; k < 4; k += 4)
      play(song, 'melody', a + 2 + k, melody(key, '5 . . 3 . . 2 . | 1 - - - . . . .', 1), (e, d) =>
        pluck(rng, e.midi, d, 0.7, 0.3),
      );
    song.add('vinyl', vinyl(rng, length), 0);
    return song.mixdown({ rmsDb: -17, fadeIn: 0.6, fadeOut: 2.5 });
  },
};

// 4. Still Water --------------------------------------------------------------------------

const stillWater: DemoTrack = {
  id: 'still-water',
  title: 'Still Water',
  bpm: 66,
  key: 'E♭ major',
  moods: ['Calm', 'Reflective', 'Tender'],
  genres: ['Ambient', 'Neo-classical'],
  vocals: 'instrumental',
  description:
    'Sparse felt piano over a slow pad that breathes in and out: grief, memory, the quiet scene after the storm.',
  versions: [],
  render() {
    const key: Key = { root: 51, mode: 'major', name: 'E♭ major' };
    const rng = mulberry32(0x5357);
    const t = timeline([
      { name: 'intro', bars: 2 },
      { name: 'a', bars: 4 },
      { name: 'b', bars: 4 },
      { name: 'end', bars: 2 },
    ]);
    const length = lengthOf(this.bpm, t.total, 4.5, false);
    const song = new Song(this.bpm, length).bus('piano', 0.5, 0.55).bus('pad', 0.16, 0.6).bus('bells', 0.08, 0.7);
    const progression = [1, 5, 6, 4];
    const a = t.get('a') ?? 0;
    const b = t.get('b') ?? 0;
    const end = t.get('end') ?? 0;
    for (let bar = 0; bar < end; bar++) {
      const deg = cycleAt(progression, bar);
      const low = degree(key, deg, -1);
      song.add('piano', piano(rng, low, song.bar * 0.95, 0.55), song.stepTime(bar, 0));
      const tones = chord(key, deg, 3, 63);
      [0, 6, 10].forEach((s, k) =>
        song.add('piano', piano(rng, cycleAt(tones, k), song.beat * 2, 0.35 + 0.05 * k), song.stepTime(bar, s)),
      );
      if (bar >= b)
        for (const n of chord(key, deg, 3, 58)) song.add('pad', strings(n, song.bar, 0.6, 1.2), song.stepTime(bar, 0));
    }
    const line = '5 - - - 3 - 2 - | 1 - - - . . . . | 3 - - - 2 - 1 - | 7, - - - 1 - 2 -';
    play(song, 'piano', a, melody(key, line, 1), (e, d) => piano(rng, e.midi, d, 0.55));
    const answer = '5 - - - 6 - 5 - | 3 - - - . . 2 3 | 4 - - - 3 - 2 - | 2 - - - . . . .';
    play(song, 'piano', b, melody(key, answer, 1), (e, d) => piano(rng, e.midi + 12, d, 0.5));
    play(
      song,
      'bells',
      b,
      melody(key, "5 . . . . . . . | 3 . . . . . . . | 1' . . . . . . . | 7 . . . . . . .", 2),
      (e, d) => bell(e.midi, d, 0.5),
    );
    const hit = end * song.bar;
    for (const n of [degree(key, 1, -1), ...chord(key, 1, 3, 63), degree(key, 5, 1)])
      song.add('piano', piano(rng, n, song.bar * 1.5, 0.45), hit);
    for (const n of chord(key, 1, 3, 58)) song.add('pad', strings(n, song.bar * 1.5, 0.6, 1.2), hit);
    return song.mixdown({ rmsDb: -21, fadeIn: 0.02, fadeOut: 3.5, reverbSize: 0.9 });
  },
};

// 5. First Light --------------------------------------------------------------------------

const firstLight: DemoTrack = {
  id: 'first-light',
  title: 'First Light',
  bpm: 72,
  key: 'D minor',
  moods: ['Epic', 'Emotional', 'Building'],
  genres: ['Orchestral', 'Cinematic'],
  vocals: 'instrumental',
  description:
    'Strings rise over timpani into a brass swell and land on a major chord: trailers, sunrises, the team finally winning.',
  versions: [],
  render() {
    const key: Key = { root: 38, mode: 'minor', name: 'D minor' };
    const rng = mulberry32(0x464c);
    const t = timeline([
      { name: 'intro', bars: 3 },
      { name: 'build', bars: 4 },
      { name: 'climax', bars: 4 },
      { name: 'end', bars: 2 },
    ]);
    const length = lengthOf(this.bpm, t.total, 4, false);
    const song = new Song(this.bpm, length)
      .bus('strings', 0.3, 0.55)
      .bus('brass', 0.25, 0.5)
      .bus('perc', 0.7, 0.35)
      .bus('fx', 0.2, 0.6);
    const progression = [1, 6, 3, 7];
    const build = t.get('build') ?? 0;
    const climax = t.get('climax') ?? 0;
    const end = t.get('end') ?? 0;
    for (let bar = 0; bar < end; bar++) {
      const deg = cycleAt(progression, bar);
      const energy = bar < build ? 0.35 + 0.05 * bar : bar < climax ? 0.5 + 0.1 * (bar - build) : 1;
      for (const n of chord(key, deg, 3, 57))
        song.add('strings', strings(n, song.bar, energy, 0.5), song.stepTime(bar, 0));
      song.add('strings', strings(degree(key, deg, 0), song.bar, energy * 0.9, 0.4), song.stepTime(bar, 0));
      if (bar >= build) {
        for (const n of chord(key, deg, 3, 69))
          song.add('strings', strings(n, song.bar, energy * 0.7, 0.3), song.stepTime(bar, 0));
        const roll = bar < climax ? 'x.x.x.x.x.x.xxxx' : 'X...x...X...x.xx';
        [...roll].forEach((c, s) => {
          if (c !== '.')
            song.add('perc', tom(rng, key.root + 2, (c === 'X' ? 1 : 0.6) * energy, 0.6), song.stepTime(bar, s), 0.7);
        });
      }
      if (bar >= climax) {
        for (const n of chord(key, deg, 3, 55)) song.add('brass', brass(n, song.bar, 0.9), song.stepTime(bar, 0));
        song.add('perc', kick(1, 0.5), song.stepTime(bar, 0), 0.8);
      }
    }
    const theme = '1 - - - 2 - 3 - | 5 - - - 4 - 3 - | 3 - - - 4 - 5 - | 4 - - - - - . .';
    play(song, 'strings', climax, melody(key, theme, 2), (e, d) => strings(e.midi, d, 0.9, 0.15), 0.9);
    play(
      song,
      'strings',
      0,
      melody(key, '5 - - - - - - - | 6 - - - - - - - | 5 - - - 3 - - - | 4 - - - - - - -', 1),
      (e, d) => strings(e.midi, d, 0.5, 0.6),
      0.7,
    );
    song.add('fx', swell(rng, song.bar), (climax - 1) * song.bar, 0.9);
    song.add('fx', crash(rng), climax * song.bar, 1);
    // Picardy third: the minor cue resolves on D major.
    const hit = end * song.bar;
    const major = [key.root + 12, key.root + 16, key.root + 19, key.root + 24];
    for (const n of major) song.add('strings', strings(n, song.bar * 1.6, 0.9, 0.2), hit);
    for (const n of major.slice(0, 3)) song.add('brass', brass(n + 12, song.bar * 1.2, 0.8), hit);
    song.add('perc', tom(rng, key.root + 2, 1, 1.2), hit);
    song.add('perc', kick(1, 0.5), hit);
    song.add('fx', crash(rng), hit);
    return song.mixdown({ rmsDb: -17, fadeIn: 0.5, fadeOut: 3, reverbSize: 0.88 });
  },
};

// 6. Slow Burn ----------------------------------------------------------------------------

const slowBurn: DemoTrack = {
  id: 'slow-burn',
  title: 'Slow Burn',
  bpm: 96,
  key: 'E dorian',
  moods: ['Soulful', 'Confident', 'Warm'],
  genres: ['Soul', 'R&B'],
  vocals: 'vocal',
  description:
    'Organ, round bass and a swung pocket under a sung tenor hook; it vamps out on a fade like the records it loves.',
  versions: [INSTRUMENTAL],
  render({ vocal }) {
    const key: Key = { root: 40, mode: 'dorian', name: 'E dorian' };
    const rng = mulberry32(0x5342);
    const t = timeline([
      { name: 'intro', bars: 2 },
      { name: 'verse', bars: 4 },
      { name: 'chorus', bars: 8 },
      { name: 'vamp', bars: 4 },
    ]);
    const length = lengthOf(this.bpm, t.total, 0.5, false);
    const song = new Song(this.bpm, length)
      .bus('drums', 0.85, 0.06)
      .bus('bass', 0.7, 0)
      .bus('organ', 0.22, 0.25)
      .bus('guitar', 0.14, 0.3)
      .bus('vocal', 0.6, 0.3);
    song.swing = 0.22;
    const verse = t.get('verse') ?? 0;
    const chorus = t.get('chorus') ?? 0;
    const vamp = t.get('vamp') ?? 0;
    for (let bar = 0; bar < t.total; bar++) {
      const inChorus = bar >= chorus && bar < vamp;
      const deg = inChorus ? cycleAt([6, 5, 1, 4], bar) : cycleAt([1, 4], bar);
      const voicing = chord(key, deg, 4, 60);
      for (const n of voicing) {
        song.add('organ', organ(n, song.beat * 1.4, 0.7), song.stepTime(bar, 0));
        song.add('organ', organ(n, song.beat * 0.4, 0.5), song.stepTime(bar, 6));
        song.add('organ', organ(n, song.beat * 1.2, 0.6), song.stepTime(bar, 10));
      }
      const stab = chord(key, deg, 3, 67);
      for (const s of [4, 12])
        for (const n of stab) song.add('guitar', pluck(rng, n, song.beat / 4, 0.8, 0.8), song.stepTime(bar, s));
      const root = degree(key, deg);
      song.add('bass', softBass(root, song.beat * 1.2, 1), song.stepTime(bar, 0));
      song.add('bass', softBass(root + 12, song.beat * 0.3, 0.6), song.stepTime(bar, 6));
      song.add('bass', softBass(root + 7, song.beat * 0.8, 0.8), song.stepTime(bar, 10));
      song.add('bass', softBass(root + 10, song.beat * 0.3, 0.6), song.stepTime(bar, 14));
      drums(song, rng, bar, {
        kick: bar % 2 ? 'X.....x...X..x..' : 'X.....x...X.....',
        snare: bar === chorus - 1 ? '....X.......XoXX' : '....X.......X..o',
        hat: bar < verse ? 'x.x.x.x.x.x.x.x.' : 'x.xox.xox.xox.xo',
        open: inChorus ? '..............x.' : '',
      });
    }
    if (vocal) {
      const notes: SungNote[] = [];
      const verseLine = '5 - 5 7 8 - 7 5 | 4 - 3 - 1 - . . | 5 - 5 7 8 - 9 - | 7 - - - . . . .';
      notes.push(...sungLine(song, verse, key, verseLine, 1, 'o ye ye la no wo ma ye a la na o ye a o'));
      const hook = '8 - 8 7 8 - - 7 | 5 - - - . . 3 4 | 5 - 4 3 1 - - 3 | 4 - - - . . . .';
      for (const k of [0, 4])
        notes.push(...sungLine(song, chorus + k, key, hook, 1, 'ye a o ye a o wo a o ye a na o ye'));
      notes.push(
        ...sungLine(
          song,
          vamp,
          key,
          '8 - - - 7 - 5 - | . . . . . . . . | 8 - 7 5 4 - 3 - | 1 - - - . . . .',
          1,
          'o o ye wo o ye a o o',
        ),
      );
      song.add('vocal', sing(notes, length, rng, 'tenor', 5.2), 0);
    }
    // A soul record fades out on the vamp.
    return song.mixdown({ rmsDb: -16, fadeIn: 0.02, fadeOut: song.bar * 3 });
  },
};

export const DEMO_TRACKS: DemoTrack[] = [nightDrive, goldenHour, paperMoons, stillWater, firstLight, slowBurn];
