/**
 * Listening by eye: draws each demo file's bar waveform (from audioFacts, as the site will)
 * above a log-frequency spectrogram of the decoded audio, to PNGs in .out/audio-png/.
 * Red bars mark any sample at or above full scale.
 *
 *   npx tsx tools/audio/render-waveforms.ts [file.mp3 ...]
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { MPEGDecoder } from 'mpg123-decoder';
import { audioFacts } from '../../scripts/audio/facts/audio-facts.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const W = 1000;
const WAVE_H = 120;
const SPEC_H = 220;
const H = WAVE_H + SPEC_H + 4;

function png(width: number, height: number, rgb: Uint8Array): Buffer {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function fftMagnitudes(frame: Float32Array): Float32Array {
  const n = frame.length;
  const re = Float64Array.from(frame, (x, i) => x * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n)));
  const im = new Float64Array(n);
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = (-2 * Math.PI) / len;
    for (let i = 0; i < n; i += len) {
      for (let k = 0; k < len / 2; k++) {
        const wr = Math.cos(ang * k);
        const wi = Math.sin(ang * k);
        const a = i + k;
        const b = a + len / 2;
        const xr = re[b]! * wr - im[b]! * wi;
        const xi = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a]! += xr;
        im[a]! += xi;
      }
    }
  }
  return Float32Array.from({ length: n / 2 }, (_, k) => Math.hypot(re[k]!, im[k]!));
}

async function draw(file: string, decoder: MPEGDecoder): Promise<string> {
  const facts = await audioFacts(file);
  await decoder.reset();
  const { channelData, sampleRate } = decoder.decode(readFileSync(file));
  const pcm = channelData[0];
  if (!pcm) throw new Error(`${file}: no audio channel decoded`);
  const img = new Uint8Array(W * H * 3).fill(250);
  const set = (x: number, y: number, [r, g, b]: readonly [number, number, number]) =>
    img.set([r, g, b], (y * W + x) * 3);
  const barW = W / facts.peaks.length;
  facts.peaks.forEach((p, i) => {
    const from = Math.round(i * barW);
    const to = Math.round((i + 1) * barW) - 2;
    const start = Math.floor((i / facts.peaks.length) * pcm.length);
    const end = Math.floor(((i + 1) / facts.peaks.length) * pcm.length);
    let clipped = false;
    for (let s = start; s < end; s++) if (Math.abs(pcm[s]!) >= 0.999) clipped = true;
    for (let x = from; x <= to; x++) {
      const hp = Math.round(p * (WAVE_H / 2 - 2));
      // rms has one value per peak (the same windows).
      const hr = Math.round(facts.rms[i]! * (WAVE_H / 2 - 2));
      for (let dy = -hp; dy <= hp; dy++)
        set(x, WAVE_H / 2 + dy, clipped ? [220, 30, 30] : Math.abs(dy) <= hr ? [30, 60, 120] : [120, 150, 200]);
    }
  });
  const N = 2048;
  const fLo = 40;
  const fHi = sampleRate / 2;
  for (let x = 0; x < W; x++) {
    const centre = Math.floor((x / W) * pcm.length);
    const frame = new Float32Array(N);
    for (let i = 0; i < N; i++) frame[i] = pcm[centre - N / 2 + i] ?? 0;
    const mags = fftMagnitudes(frame);
    for (let y = 0; y < SPEC_H; y++) {
      const f = fLo * (fHi / fLo) ** (1 - y / (SPEC_H - 1));
      const k = Math.min(mags.length - 1, Math.round((f / sampleRate) * N));
      const db = 20 * Math.log10(mags[k]! + 1e-9);
      const v = Math.max(0, Math.min(1, (db + 30) / 70));
      set(x, WAVE_H + 4 + y, [
        Math.round(255 * Math.min(1, v * 1.6)),
        Math.round(255 * v * v),
        Math.round(90 * (1 - v) + 40 * v),
      ]);
    }
  }
  const outDir = join(root, '.out/audio-png');
  mkdirSync(outDir, { recursive: true });
  const out = join(outDir, `${basename(file, '.mp3')}.png`);
  writeFileSync(out, png(W, H, img));
  return `${out}  ${facts.duration.toFixed(3)} s  peak ${facts.peak}`;
}

const audioDir = join(root, 'public/audio');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(audioDir)
      .filter((f) => f.endsWith('.mp3'))
      .map((f) => join(audioDir, f));
const decoder = new MPEGDecoder();
await decoder.ready;
for (const f of files) console.log(await draw(f, decoder));
decoder.free();
