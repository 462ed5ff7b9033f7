/**
 * The detect bench's set: every steady style in each of the 24 keys, its tempos spread evenly
 * over the style's range and shuffled against the keys, so no style pairs a key with a tempo;
 * then free-time pieces, half rubato piano, half pads, their keys drawn in turn. Each file has
 * a level of its own too, drawn from -26 to -7 LUFS integrated, the range 91 real masters spanned
 * in the issue, for the preview loudness spread.
 */
import { mulberry32 } from '../../scripts/random.ts';
import {
  FREE_STYLES,
  freePiece,
  STEADY_STYLES,
  steadyPiece,
  STYLE_TEMPOS,
  type FreeStyle,
  type Piece,
  type SteadyStyle,
} from './detect-arrangements.ts';
import { keyName, type KeyClass } from './detect-scores.ts';

export interface SetItem {
  /** File-name safe: style, tempo or `free`, key. */
  id: string;
  style: SteadyStyle | FreeStyle;
  /** Beats a listener taps per minute; null for free time. */
  bpm: number | null;
  key: KeyClass;
  seed: number;
  /** The master's integrated loudness, LUFS. */
  masterLufs: number;
}

export const KEYS: readonly KeyClass[] = (['major', 'minor'] as const).flatMap((mode) =>
  Array.from({ length: 12 }, (_, tonic) => ({ tonic, mode })),
);

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const slug = (key: KeyClass) => keyName(key).replace('♯', 's').replace('♭', 'b').replace(' ', '-');

/** `keysPerStyle` of the 24 keys for each steady style (all 24 at 24), and `free` free-time pieces. */
export function detectSet(keysPerStyle: number, free: number, seed: number): SetItem[] {
  const random = mulberry32(seed);
  const level = () => Math.round((-26 + random() * 19) * 10) / 10;
  const items: SetItem[] = [];
  STEADY_STYLES.forEach((style, styleIndex) => {
    const [low, high] = STYLE_TEMPOS[style];
    // Keys rotate with the style, so a smaller set still visits every key.
    const keys = Array.from({ length: keysPerStyle }, (_, i) => KEYS[(i * 7 + styleIndex * 5) % KEYS.length]!);
    const tempos = shuffled(
      keys.map((_, i) => Math.round(low + ((high - low) * (i + 0.5)) / keys.length)),
      random,
    );
    keys.forEach((key, i) => {
      const bpm = tempos[i]!;
      items.push({
        id: `${style}-${bpm}-${slug(key)}`,
        style,
        bpm,
        key,
        seed: Math.floor(random() * 2 ** 31),
        masterLufs: level(),
      });
    });
  });
  for (let i = 0; i < free; i++) {
    const style = FREE_STYLES[i % FREE_STYLES.length]!;
    const key = KEYS[(i * 11 + 3) % KEYS.length]!;
    items.push({
      id: `${style}-free-${slug(key)}-${i}`,
      style,
      bpm: null,
      key,
      seed: Math.floor(random() * 2 ** 31),
      masterLufs: level(),
    });
  }
  return items;
}

/** The item's arrangement, `seconds` long. */
export function pieceOf(item: SetItem, seconds: number): Piece {
  return item.bpm === null
    ? freePiece(item.style as FreeStyle, item.key, seconds, item.seed)
    : steadyPiece(item.style as SteadyStyle, item.bpm, item.key, seconds, item.seed);
}
