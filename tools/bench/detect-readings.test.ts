import { describe, expect, it } from 'vitest';
import { parseAubioTempo } from './detect-external.ts';
import { loudnessSpread, parseEbur128 } from './detect-loudness.ts';
import { installLines, KEY_TOOL, REQUIRED_TOOLS } from './detect-tools.ts';

const EBUR128 = `[Parsed_ebur128_0 @ 0x1] t: 29.9  TARGET:-23 LUFS    M: -19.0 S: -18.2     I: -18.4 LUFS       LRA:   6.1 LU  FTPK: -3.1 dBFS  TPK:  -1.8 dBFS
[Parsed_ebur128_0 @ 0x1] Summary:

  Integrated loudness:
    I:         -18.6 LUFS
    Threshold: -28.8 LUFS

  Loudness range:
    LRA:         6.1 LU

  True peak:
    Peak:       -1.8 dBFS
`;

describe('what the external tools print', () => {
  it("reads aubio's tempo line, and no line as no tempo", () => {
    expect(parseAubioTempo('126.87 bpm\n')).toBe(126.87);
    expect(parseAubioTempo('')).toBeNull();
  });

  it("reads ffmpeg's ebur128 summary, not the running figures before it", () => {
    expect(parseEbur128(EBUR128, 'a.mp3')).toEqual({ file: 'a.mp3', integrated: -18.6, truePeak: -1.8 });
    expect(parseEbur128('Summary:\n I: -70.0 LUFS\n Peak: -inf dBFS\n', 's.wav')).toEqual({
      file: 's.wav',
      integrated: null,
      truePeak: null,
    });
  });
});

describe('loudnessSpread', () => {
  it('gives the range, the highest true peak and how many meet the target, leaving silence out', () => {
    const spread = loudnessSpread(
      [
        { file: 'a', integrated: -14.4, truePeak: -1.2 },
        { file: 'b', integrated: -15.2, truePeak: -0.6 },
        { file: 'c', integrated: -13.1, truePeak: -2 },
        { file: 'd', integrated: null, truePeak: null },
        // Below the gate, yet not digital silence: counted as silent, its peak in no count.
        { file: 'e', integrated: null, truePeak: -60 },
      ],
      { integrated: -14, truePeak: -1 },
    );
    expect(spread).toMatchObject({
      files: 5,
      silent: 2,
      minLufs: -15.2,
      maxLufs: -13.1,
      maxTruePeak: -0.6,
      withinTarget: 2,
      underCeiling: 2,
    });
    expect(spread.spreadLu).toBeCloseTo(2.1, 9);
  });
});

describe('the install lines', () => {
  it('name one apt and one brew line for what is missing, and how to build keyfinder-cli', () => {
    const lines = installLines([...REQUIRED_TOOLS, KEY_TOOL]);
    expect(lines).toContain(
      '  sudo apt-get install fluidsynth fluid-soundfont-gm aubio-tools sox ffmpeg cmake g++ pkg-config libfftw3-dev libavformat-dev libavcodec-dev libswresample-dev libavutil-dev',
    );
    expect(lines).toContain('  brew install fluid-synth aubio sox ffmpeg cmake fftw');
    expect(lines.join('\n')).toContain('github.com/mixxxdj/libkeyfinder');
  });
});
