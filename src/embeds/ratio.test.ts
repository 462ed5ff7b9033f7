import { describe, expect, it } from 'vitest';
import { aspectRatioCss, parseRatio } from './ratio.ts';

describe('parseRatio', () => {
  it('reads width:height', () => {
    expect(parseRatio('16:9')).toEqual({ width: 16, height: 9 });
  });

  it('reads a percentage as height per 100 width', () => {
    expect(parseRatio('82.29%')).toEqual({ width: 100, height: 82.29 });
    expect(parseRatio('100%')).toEqual({ width: 100, height: 100 });
  });

  it.each(['', '16/9', '0:9', '16:0', '-5%', '82.299%', '0%', 'abc', '16:9 '])('rejects %j', (ratio) => {
    expect(() => parseRatio(ratio)).toThrow(/Invalid frame ratio/);
  });
});

describe('aspectRatioCss', () => {
  it('formats as a CSS aspect-ratio', () => {
    expect(aspectRatioCss(parseRatio('16:9'))).toBe('16 / 9');
    expect(aspectRatioCss(parseRatio('82.29%'))).toBe('100 / 82.29');
  });
});
