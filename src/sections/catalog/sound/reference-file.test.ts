import { describe, expect, it } from 'vitest';
import { LARGEST_BYTES, LONGEST_MINUTES, MOST_CHANNELS, refusalOf } from './reference-file.ts';

const cue = { bytes: 30_000_000, seconds: 180, channels: 2 };

describe("a reference file's limits, checked before it is decoded", () => {
  it('takes a cue of a few minutes in stereo, 5.1 or 7.1, and one whose channels the head did not tell', () => {
    expect(refusalOf(cue)).toBeNull();
    expect(refusalOf({ ...cue, channels: 6 })).toBeNull();
    expect(refusalOf({ ...cue, channels: MOST_CHANNELS })).toBeNull();
    expect(refusalOf({ bytes: cue.bytes, seconds: cue.seconds })).toBeNull();
    // 15 minutes of a 24-bit 48 kHz stereo master, the film and TV delivery format.
    expect(refusalOf({ bytes: 15 * 60 * 48_000 * 2 * 3 + 44, seconds: LONGEST_MINUTES * 60, channels: 2 })).toBeNull();
  });

  it('refuses as too large a file of more bytes than the page reads', () => {
    expect(refusalOf({ ...cue, bytes: LARGEST_BYTES + 1 })).toBe('tooLarge');
    expect(refusalOf({ ...cue, bytes: LARGEST_BYTES })).toBeNull();
  });

  it('refuses as too long a file longer than 15 minutes, or with no finite length in its header', () => {
    expect(refusalOf({ ...cue, seconds: LONGEST_MINUTES * 60 + 1 })).toBe('tooLong');
    expect(refusalOf({ ...cue, seconds: Number.POSITIVE_INFINITY })).toBe('tooLong');
    expect(refusalOf({ ...cue, seconds: Number.NaN })).toBe('tooLong');
  });

  it('refuses a file of more channels than 7.1 for its channels', () => {
    expect(refusalOf({ ...cue, channels: MOST_CHANNELS + 1 })).toBe('tooManyChannels');
    expect(refusalOf({ ...cue, channels: 32 })).toBe('tooManyChannels');
  });
});
