import { describe, expect, it } from 'vitest';
import { midiFile, PPQ, variableLength } from './midi-file.ts';

const hex = (bytes: Iterable<number>) => Buffer.from([...bytes]).toString('hex');

describe('variableLength', () => {
  it.each([
    [0, '00'],
    [0x7f, '7f'],
    [0x80, '8100'],
    [0x3fff, 'ff7f'],
    [0x4000, '818000'],
    [0x0fffffff, 'ffffff7f'],
  ])('writes %i as the specification does (%s)', (value, bytes) => {
    expect(hex(variableLength(value))).toBe(bytes);
  });

  it('refuses what MIDI cannot hold', () => {
    expect(() => variableLength(-1)).toThrow(RangeError);
    expect(() => variableLength(0x10000000)).toThrow(RangeError);
    expect(() => variableLength(1.5)).toThrow(RangeError);
  });
});

describe('midiFile', () => {
  it('writes a format-0 file byte for byte: header, tempo, a note on and off, end of track', () => {
    const bytes = midiFile([
      { tick: 0, type: 'note', channel: 0, pitch: 60, velocity: 100, ticks: PPQ },
      { tick: 0, type: 'tempo', microsPerQuarter: 500_000 },
    ]);
    expect(hex(bytes)).toBe(
      [
        '4d546864 00000006 0000 0001 01e0', // MThd, format 0, one track, 480 ticks a quarter
        '4d54726b 00000014', // MTrk, 20 bytes
        '00 ff5103 07a120', // tempo 500,000 µs a quarter: 120 BPM, first at its tick
        '00 903c64', // note on, middle C, velocity 100
        '8360 803c00', // 480 ticks later, note off
        '00 ff2f00', // end of track
      ]
        .join('')
        .replace(/ /g, ''),
    );
  });

  it('ends a note before starting one at the same tick, and writes signatures and programs', () => {
    const bytes = midiFile([
      { tick: 0, type: 'note', channel: 9, pitch: 36, velocity: 90, ticks: 240 },
      { tick: 240, type: 'note', channel: 9, pitch: 36, velocity: 90, ticks: 240 },
      { tick: 0, type: 'program', channel: 1, program: 33 },
      { tick: 0, type: 'time-signature', numerator: 6, denominator: 8 },
      { tick: 0, type: 'key-signature', sharps: -3, minor: true },
    ]);
    const track = hex(bytes.subarray(22));
    expect(track).toBe(
      [
        '00 ff5804 06031808', // 6/8
        '00 ff5902 fd01', // three flats, minor: C minor
        '00 c121', // channel 2's program 33, a finger bass
        '00 99245a', // a kick on the drum channel
        '8170 892400 00 99245a', // 240 ticks on: its end, then the next kick
        '8170 892400',
        '00 ff2f00',
      ]
        .join('')
        .replace(/ /g, ''),
    );
  });
});
