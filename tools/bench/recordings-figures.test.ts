// Real recordings have no written answer: the kit's tempo and key are scored as agreement with
// aubio's and keyfinder-cli's, and the import's held-back lines are counted by their reason.
import { describe, expect, it } from 'vitest';
import { heldBackReasons, keyAgreement, tempoAgreement, type RecordingAnswers } from './recordings-figures.ts';

const answer = (
  ours: [number | null, string | null],
  aubio: number | null,
  keyfinder: string | null,
): RecordingAnswers => ({
  file: 'x.ogg',
  audioSeconds: 60,
  ours: { bpm: ours[0], tempoConfidence: 1, key: ours[1], keyConfidence: 1, seconds: 0, measuringSeconds: 0 },
  aubio: { bpm: aubio, seconds: 0 },
  keyfinder: { key: keyfinder, seconds: 0 },
  master: { file: 'x.flac', integrated: -14, truePeak: -1 },
});

describe('agreement with the established tools', () => {
  const files = [
    answer([120, 'A minor'], 121, 'A minor'),
    answer([60, 'C major'], 121, 'A minor'),
    answer([90, 'F♯ minor'], 140, 'B minor'),
    answer([null, null], 100, 'G major'),
    answer([100, 'G major'], null, null),
  ];

  it('tempo: within 4 % of aubio, then allowing double, half, triple or a third, over the files both measured', () => {
    expect(tempoAgreement(files)).toEqual({ both: 3, oursNone: 1, same: 1, close: 2 });
  });

  it('key: the same key, and the MIREX weights (relative 0.3, the dominant 0.5), over the files both measured', () => {
    const agreement = keyAgreement(files);
    expect(agreement).toMatchObject({
      both: 3,
      oursNone: 1,
      same: 1,
      relations: { same: 1, relative: 1, fifth: 1, parallel: 0, other: 0 },
    });
    expect(agreement.close).toBeCloseTo((1 + 0.3 + 0.5) / 3, 6);
  });
});

it('counts the held-back lines by their reason', () => {
  expect(
    heldBackReasons([
      '! Haze (Haze.flac) is not imported yet; it needs vocals (the Vocals column …), its writers (tag TCOM …)',
      '! Fog (Fog.flac) is not imported yet; it needs vocals (the Vocals column …)',
      '! Storm is not imported: the audio cannot be decoded',
    ]),
  ).toBe('needs vocals ×2; the audio cannot be decoded ×1');
});
