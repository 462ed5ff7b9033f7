/**
 * A Standard MIDI File writer, format 0 (one track), enough for the detect bench's arrangements:
 * notes, program changes, tempo, time and key signatures. A few dozen lines of the 1.0
 * specification rather than a dependency: what fluidsynth plays is exactly what is written here.
 */

/** Ticks per quarter note. */
export const PPQ = 480;

export type MidiEvent =
  | { tick: number; type: 'note'; channel: number; pitch: number; velocity: number; ticks: number }
  | { tick: number; type: 'program'; channel: number; program: number }
  | { tick: number; type: 'controller'; channel: number; controller: number; value: number }
  /** Microseconds per quarter note. */
  | { tick: number; type: 'tempo'; microsPerQuarter: number }
  | { tick: number; type: 'time-signature'; numerator: number; denominator: number }
  /** sharps: -7 (seven flats) to 7; minor: the key signature's minor flag. */
  | { tick: number; type: 'key-signature'; sharps: number; minor: boolean };

/** A number as MIDI's variable-length quantity: 7 bits a byte, the high bit set on all but the last. */
export function variableLength(value: number): number[] {
  if (!Number.isInteger(value) || value < 0 || value > 0x0fffffff)
    throw new RangeError(`a MIDI delta time is 0 to 2^28-1, not ${value}`);
  const bytes = [value & 0x7f];
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) bytes.unshift((rest & 0x7f) | 0x80);
  return bytes;
}

const byte7 = (value: number) => Math.max(0, Math.min(127, Math.round(value)));

interface Timed {
  tick: number;
  /** At one tick: tempo and signatures first, then programs and controllers, note-offs, note-ons. */
  order: number;
  bytes: number[];
}

function timedBytes(event: MidiEvent): Timed[] {
  switch (event.type) {
    case 'note':
      return [
        {
          tick: event.tick,
          order: 3,
          bytes: [0x90 | event.channel, byte7(event.pitch), Math.max(1, byte7(event.velocity))],
        },
        { tick: event.tick + event.ticks, order: 2, bytes: [0x80 | event.channel, byte7(event.pitch), 0] },
      ];
    case 'program':
      return [{ tick: event.tick, order: 1, bytes: [0xc0 | event.channel, byte7(event.program)] }];
    case 'controller':
      return [
        { tick: event.tick, order: 1, bytes: [0xb0 | event.channel, byte7(event.controller), byte7(event.value)] },
      ];
    case 'tempo': {
      const us = Math.round(event.microsPerQuarter);
      return [
        { tick: event.tick, order: 0, bytes: [0xff, 0x51, 0x03, (us >> 16) & 0xff, (us >> 8) & 0xff, us & 0xff] },
      ];
    }
    case 'time-signature':
      // 24 MIDI clocks a metronome click, 8 thirty-seconds a quarter: the usual values.
      return [
        { tick: event.tick, order: 0, bytes: [0xff, 0x58, 0x04, event.numerator, Math.log2(event.denominator), 24, 8] },
      ];
    case 'key-signature':
      return [{ tick: event.tick, order: 0, bytes: [0xff, 0x59, 0x02, event.sharps & 0xff, event.minor ? 1 : 0] }];
  }
}

/** The events as a format-0 Standard MIDI File. */
export function midiFile(events: readonly MidiEvent[]): Uint8Array {
  const timed = events.flatMap(timedBytes).sort((a, b) => a.tick - b.tick || a.order - b.order);
  const track: number[] = [];
  let last = 0;
  for (const { tick, bytes } of timed) {
    const at = Math.round(tick);
    track.push(...variableLength(at - last), ...bytes);
    last = at;
  }
  track.push(0x00, 0xff, 0x2f, 0x00);
  const header = [0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, PPQ >> 8, PPQ & 0xff];
  const length = track.length;
  return Uint8Array.from([
    ...header,
    0x4d,
    0x54,
    0x72,
    0x6b,
    (length >>> 24) & 0xff,
    (length >>> 16) & 0xff,
    (length >>> 8) & 0xff,
    length & 0xff,
    ...track,
  ]);
}
