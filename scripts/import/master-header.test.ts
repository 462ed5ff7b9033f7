import { mkdir, mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAiff, writeFlac, writeMp3, writeWav } from '../test/audio/make-masters.ts';
import { repoRoot } from '../config/config-path.ts';
import { masterHeaderProblem } from './master-header.ts';
import { pcmHeader } from './pcm.ts';
import { runImport } from './run-import.ts';

describe('masterHeaderProblem', () => {
  const fine = { sampleRate: 44100, channels: 2, frames: 88200, promised: 88200 };

  it('passes a master from 8 to 384 kHz with 1 to 8 channels that holds what its header promises', () => {
    for (const sampleRate of [8000, 44100, 384000]) expect(masterHeaderProblem({ ...fine, sampleRate })).toBeNull();
    for (const channels of [1, 8]) expect(masterHeaderProblem({ ...fine, channels })).toBeNull();
    // A header that does not say (a recorder's 0 or streaming length, a FLAC's held frames) is not a promise.
    expect(masterHeaderProblem({ ...fine, promised: null })).toBeNull();
    expect(masterHeaderProblem({ ...fine, frames: null })).toBeNull();
  });

  it('names the rate, the channels and the length a master cannot have', () => {
    expect(masterHeaderProblem({ ...fine, sampleRate: 2 })).toBe(
      "the header says 2 Hz; a master's sample rate must be 8–384 kHz",
    );
    expect(masterHeaderProblem({ ...fine, sampleRate: 7999 })).toBe(
      "the header says 7999 Hz; a master's sample rate must be 8–384 kHz",
    );
    expect(masterHeaderProblem({ ...fine, sampleRate: 384001 })).toBe(
      "the header says 384001 Hz; a master's sample rate must be 8–384 kHz",
    );
    expect(masterHeaderProblem({ ...fine, channels: 0 })).toBe('the header says 0 channels; a master has 1 to 8');
    expect(masterHeaderProblem({ ...fine, channels: 9 })).toBe('the header says 9 channels; a master has 1 to 8');
    expect(masterHeaderProblem({ ...fine, frames: 88199 })).toBe(
      'the header promises 2 s of audio and the file holds 1.999 s: it was cut short; copy it or export it again',
    );
    expect(masterHeaderProblem({ ...fine, frames: 0, promised: null })).toBe(
      'it holds 0 s of audio; a master must hold 0.1 s at least for its preview to play',
    );
    expect(masterHeaderProblem({ ...fine, frames: 4409, promised: 4409 })).toBe(
      'it holds 0.099 s of audio; a master must hold 0.1 s at least for its preview to play',
    );
    expect(masterHeaderProblem({ ...fine, frames: null, promised: 441 })).toBe(
      'it holds 0.01 s of audio; a master must hold 0.1 s at least for its preview to play',
    );
    expect(masterHeaderProblem({ ...fine, frames: 4410, promised: 4410 })).toBeNull();
    expect(masterHeaderProblem({ sampleRate: 1, channels: 0, frames: 5, promised: 10 })).toBe(
      "the header says 1 Hz; a master's sample rate must be 8–384 kHz; the header says 0 channels; a master has 1 to 8",
    );
  });
});

/** A 16-bit PCM WAV from its bytes: a header that says what it is told, and `dataBytes` of a quiet tone. */
function wav({
  rate,
  channels,
  dataBytes = 4000,
  declared = dataBytes,
}: {
  rate: number;
  channels: number;
  dataBytes?: number;
  declared?: number;
}): Buffer {
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + dataBytes, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(channels, 22);
  head.writeUInt32LE(rate, 24);
  // As a header can hold them: a byte rate or block alignment too large wraps.
  head.writeUInt32LE((rate * channels * 2) % 2 ** 32, 28);
  head.writeUInt16LE((channels * 2) % 2 ** 16, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(declared, 40);
  const data = Buffer.alloc(dataBytes);
  for (let i = 0; i + 1 < dataBytes; i += 2) data.writeInt16LE(Math.round(4000 * Math.sin(i / 7)), i);
  return Buffer.concat([head, data]);
}

/** AIFF's 80-bit extended float, for a whole number of hertz. */
function extended(rate: number): Buffer {
  const out = Buffer.alloc(10);
  const exponent = Math.floor(Math.log2(rate));
  out.writeUInt16BE(16383 + exponent, 0);
  out.writeBigUInt64BE(BigInt(rate) << BigInt(63 - exponent), 2);
  return out;
}

/** A 16-bit AIFF from its bytes, as `wav`. */
function aiff({ rate, channels, frames = 1000 }: { rate: number; channels: number; frames?: number }): Buffer {
  const comm = Buffer.alloc(26);
  comm.write('COMM', 0, 'latin1');
  comm.writeUInt32BE(18, 4);
  comm.writeUInt16BE(channels, 8);
  comm.writeUInt32BE(frames, 10);
  comm.writeUInt16BE(16, 14);
  extended(rate).copy(comm, 16);
  const data = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i + 1 < data.length; i += 2) data.writeInt16BE(Math.round(4000 * Math.sin(i / 7)), i);
  const ssnd = Buffer.alloc(16);
  ssnd.write('SSND', 0, 'latin1');
  ssnd.writeUInt32BE(8 + data.length, 4);
  const form = Buffer.alloc(12);
  form.write('FORM', 0, 'latin1');
  form.writeUInt32BE(4 + comm.length + ssnd.length + data.length, 4);
  form.write('AIFF', 8, 'latin1');
  return Buffer.concat([form, comm, ssnd, data]);
}

describe('the import refuses a master whose header cannot be true', { timeout: 30_000 }, () => {
  let dir: string;
  let shipped: string;
  const configFile = () => join(dir, 'site.config.yaml');
  const publicDir = () => join(dir, 'public');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-headers-'));
    shipped = await readFile(join(repoRoot, 'site.config.yaml'), 'utf8');
    await writeFile(configFile(), shipped);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A valid master, then cut to its first `bytes`. */
  const cut =
    (write: (path: string) => Promise<void>, bytes = 1000) =>
    async (path: string) => {
      await write(path);
      await truncate(path, bytes);
    };
  /** A valid FLAC whose STREAMINFO is made to say `rate`. */
  const flacAt = (rate: number) => async (path: string) => {
    await writeFlac(path, { seconds: 0.2, seed: 3 });
    const bytes = await readFile(path);
    // STREAMINFO's 20-bit rate starts 10 bytes into it, after "fLaC" and its block header.
    bytes[18] = rate >> 12;
    bytes[19] = (rate >> 4) & 0xff;
    bytes[20] = (bytes[20]! & 0x0f) | ((rate & 0x0f) << 4);
    await writeFile(path, bytes);
  };
  const hostile: { name: string; write: (path: string) => Promise<void>; says: string }[] = [
    {
      name: 'Haze.wav',
      write: (path) => writeFile(path, wav({ rate: 2, channels: 2 })),
      says: "the header says 2 Hz; a master's sample rate must be 8–384 kHz",
    },
    {
      name: 'Five.wav',
      write: (path) => writeFile(path, wav({ rate: 5, channels: 2 })),
      says: "the header says 5 Hz; a master's sample rate must be 8–384 kHz",
    },
    {
      name: 'None.wav',
      write: (path) => writeFile(path, wav({ rate: 44100, channels: 0 })),
      says: 'the header says 0 channels; a master has 1 to 8',
    },
    {
      name: 'Crowd.wav',
      write: (path) => writeFile(path, wav({ rate: 44100, channels: 65535 })),
      says: 'the header says 65535 channels; a master has 1 to 8',
    },
    {
      name: 'Short.wav',
      write: cut((path) => writeWav(path, { seconds: 0.5, seed: 1 })),
      says: 'the header promises 0.5 s of audio and the file holds 0.005 s: it was cut short; copy it or export it again',
    },
    {
      name: 'Blip.wav',
      write: (path) => writeFile(path, wav({ rate: 44100, channels: 2, dataBytes: 956 })),
      says: 'it holds 0.005 s of audio; a master must hold 0.1 s at least for its preview to play',
    },
    {
      name: 'Slow.aiff',
      write: (path) => writeFile(path, aiff({ rate: 2, channels: 2 })),
      says: "the header says 2 Hz; a master's sample rate must be 8–384 kHz",
    },
    {
      name: 'Short.aiff',
      write: cut((path) => writeAiff(path, { seconds: 0.5, seed: 2 })),
      says: 'the header promises 0.5 s of audio and the file holds 0.005 s: it was cut short; copy it or export it again',
    },
    { name: 'Slow.flac', write: flacAt(2), says: "the header says 2 Hz; a master's sample rate must be 8–384 kHz" },
    {
      name: 'Fast.flac',
      write: flacAt(655350),
      says: "the header says 655350 Hz; a master's sample rate must be 8–384 kHz",
    },
    // An MP3's frame headers give only 8–48 kHz and one or two channels; one cut mid-frame is refused before it is decoded.
    {
      name: 'Cut.mp3',
      write: cut((path) => writeMp3(path, { seconds: 0.5, seed: 4 }), 5000),
      says: 'is not a whole MP3 stream (cut); export it again',
    },
  ];

  it.each(hostile)(
    '$name: refused by name with what is wrong, nothing written, exit 1',
    async ({ name, write, says }) => {
      const folder = join(dir, name.replace('.', '-'));
      await mkdir(folder);
      const path = join(folder, name);
      await write(path);
      const lines: string[] = [];
      const result = await runImport({
        paths: [folder],
        configFile: configFile(),
        publicDir: publicDir(),
        threads: 1,
        // All a track would need besides: without the check, each of these was added.
        defaults: { writers: [{ name: 'Mia Park', share: 100 }], vocals: 'instrumental' },
        log: (line) => lines.push(line),
      });
      expect(result.failed).toEqual([{ file: path, message: `${path}: ${says}` }]);
      expect(lines).toContain(`! ${path}: ${says}`);
      expect(result.added).toEqual([]);
      expect(result.exitCode).toBe(1);
      expect(await readFile(configFile(), 'utf8')).toBe(shipped);
      await expect(readdir(publicDir())).rejects.toThrow(/ENOENT/);
    },
  );

  it('reads the facts a valid WAV, AIFF and FLAC header gives, at the 8 kHz edge', async () => {
    const at = (name: string) => join(dir, name);
    await writeFile(at('edge.wav'), wav({ rate: 8000, channels: 1, dataBytes: 1600 }));
    await writeFile(at('edge.aiff'), aiff({ rate: 8000, channels: 2, frames: 800 }));
    await writeFlac(at('edge.flac'), { seconds: 0.1, sampleRate: 8000, channels: 1 });
    expect(await pcmHeader(at('edge.wav'), 'wav')).toEqual({
      sampleRate: 8000,
      channels: 1,
      frames: 800,
      promised: 800,
    });
    expect(await pcmHeader(at('edge.aiff'), 'aiff')).toEqual({
      sampleRate: 8000,
      channels: 2,
      frames: 800,
      promised: 800,
    });
    // A FLAC's frames are compressed: its header promises a length but cannot tell what the file holds.
    expect(await pcmHeader(at('edge.flac'), 'flac')).toEqual({
      sampleRate: 8000,
      channels: 1,
      frames: null,
      promised: 800,
    });
    // A recorder stopped mid-take leaves 0 for the data's length: no promise, the rest of the file is the audio.
    await writeFile(at('streamed.wav'), wav({ rate: 48000, channels: 2, dataBytes: 4000, declared: 0 }));
    expect(await pcmHeader(at('streamed.wav'), 'wav')).toEqual({
      sampleRate: 48000,
      channels: 2,
      frames: 1000,
      promised: null,
    });
  });
});
