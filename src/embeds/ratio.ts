/** A frame's shape, as the two terms of CSS `aspect-ratio: width / height`. */
export interface FrameRatio {
  width: number;
  height: number;
}

const WIDTH_HEIGHT = /^([1-9]\d{0,3}):([1-9]\d{0,3})$/;
const PERCENT = /^([1-9]\d{0,2}(?:\.\d{1,2})?)%$/;

/** Parses the config's "16:9" (width:height) or "82.29%" (height as a share of width). */
export function parseRatio(ratio: string): FrameRatio {
  const pair = WIDTH_HEIGHT.exec(ratio);
  if (pair) return { width: Number(pair[1]), height: Number(pair[2]) };
  const percent = PERCENT.exec(ratio);
  if (percent) return { width: 100, height: Number(percent[1]) };
  throw new Error(
    `Invalid frame ratio '${ratio}': expected width:height such as 16:9, or a percentage of the width such as 82.29%.`,
  );
}

export function aspectRatioCss({ width, height }: FrameRatio): string {
  return `${width} / ${height}`;
}
