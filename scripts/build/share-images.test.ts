import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { renderShareCard } from './share-images.ts';

const colors = {
  background: '#0b0b0f',
  surface: '#16161d',
  text: '#f4f4f5',
  mutedText: '#a1a1aa',
  accent: '#f5b942',
  accentText: '#111111',
  border: '#2a2a33',
};
const card = {
  byline: 'Marlowe Kane',
  title: 'Still Water',
  facts: ['0:48', '66 BPM', 'E♭ major'],
  peaks: Array.from({ length: 300 }, (_, i) => Math.abs(Math.sin(i / 12))),
  alt: 'Still Water, Marlowe Kane',
};

/** Width and height from the PNG's IHDR chunk. */
const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** The share of the picture's pixels in a colour, read back by decoding the PNG. */
function shareOf(png: Buffer, hex: string): number {
  const pixels = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="630"><image width="1200" height="630" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
  ).render().pixels;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  let count = 0;
  for (let at = 0; at < pixels.length; at += 4)
    if (pixels[at] === r && pixels[at + 1] === g && pixels[at + 2] === b) count += 1;
  return count / (pixels.length / 4);
}

describe('a track’s share picture', () => {
  it('is a 1200×630 PNG in the site’s colours, with its waveform drawn', async () => {
    const png = await renderShareCard(card, colors);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(size(png)).toEqual({ width: 1200, height: 630 });
    expect(shareOf(png, colors.background)).toBeGreaterThan(0.6);
    // The bars and the byline: a few per cent of the picture, in the accent.
    expect(shareOf(png, colors.accent)).toBeGreaterThan(0.03);
    const silent = await renderShareCard({ ...card, peaks: [] }, colors);
    expect(shareOf(silent, colors.accent)).toBeLessThan(0.01);
  }, 30_000);

  it('draws what it is given: another title is another picture, a long one and an Arabic one fit', async () => {
    const one = await renderShareCard(card, colors);
    const other = await renderShareCard({ ...card, title: 'Night Drive' }, colors);
    expect(one.equals(other)).toBe(false);
    for (const title of ['An Extremely Long Track Title That Goes On And On For A Trailer', 'ضوء الفجر']) {
      expect(size(await renderShareCard({ ...card, title }, colors, title.startsWith('ض') ? 'rtl' : 'ltr'))).toEqual({
        width: 1200,
        height: 630,
      });
    }
  }, 30_000);
});
