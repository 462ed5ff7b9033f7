import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { AudioFactsMap } from '../../src/audio/AudioFactsContext.tsx';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { itemImagePath, SHARE_IMAGE } from '../../src/head/urls.ts';
import { siteRoutes } from '../../src/routes.ts';
import type { SectionDefinition, SectionType, ShareCard } from '../../src/sections/define.ts';
import { definitionOf } from '../../src/sections/registry.ts';
import { repoRoot } from '../config/config-path.ts';

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files', file);

/**
 * The faces the picture is drawn with, all SIL Open Font License 1.1 (as the one-sheet's): Inter
 * for Latin, IBM Plex Sans Arabic, Noto Music for the flat and sharp of a key. satori reads WOFF,
 * not WOFF2, and falls back face by face for a character the first lacks.
 */
const FACES: Array<{ pkg: string; subset: string; weights: Array<400 | 700> }> = [
  { pkg: 'inter', subset: 'latin', weights: [400, 700] },
  { pkg: 'inter', subset: 'latin-ext', weights: [400, 700] },
  { pkg: 'ibm-plex-sans-arabic', subset: 'arabic', weights: [400, 700] },
  { pkg: 'noto-music', subset: 'music', weights: [400] },
];

let fonts: Promise<Font[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    FACES.flatMap(({ pkg, subset, weights }) =>
      weights.map(async (weight): Promise<Font> => ({
        name: `${pkg}-${subset}`,
        data: await readFile(fontFile(pkg, `${pkg}-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal',
      })),
    ),
  ));

/** Bars drawn of the waveform: enough to read its shape at a chat preview's size. */
const BARS = 96;
const WAVE_HEIGHT = 150;

type Colors = SiteConfig['theme']['colors'];

/** The picture as satori's element tree (React's shape, without React): plain flex boxes. */
function tree(card: ShareCard, colors: Colors, direction: 'ltr' | 'rtl'): Record<string, unknown> {
  const box = (style: Record<string, unknown>, children: unknown) => ({
    type: 'div',
    props: { style: { display: 'flex', ...style }, children },
  });
  const peaks = card.peaks ?? [];
  const bars = Array.from({ length: peaks.length ? BARS : 0 }, (_, bar) => {
    const slice = peaks.slice(
      Math.floor((bar * peaks.length) / BARS),
      Math.max(Math.floor(((bar + 1) * peaks.length) / BARS), Math.floor((bar * peaks.length) / BARS) + 1),
    );
    return Math.max(...slice, 0.02);
  });
  return box(
    {
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      // satori sizes content boxes: without this the padding would grow the picture past 630 px.
      boxSizing: 'border-box',
      position: 'relative',
      flexDirection: 'column',
      paddingTop: 72,
      paddingBottom: 64,
      paddingLeft: 80,
      paddingRight: 80,
      background: colors.background,
      color: colors.text,
      direction,
    },
    [
      box({ flexDirection: 'column' }, [
        box(
          { fontSize: 30, fontWeight: 700, letterSpacing: 4, textTransform: 'uppercase', color: colors.accent },
          card.byline,
        ),
        // Two lines at most, so a long title never runs into the waveform.
        box(
          { fontSize: card.title.length > 28 ? 60 : 84, fontWeight: 700, lineHeight: 1.1, marginTop: 24, lineClamp: 2 },
          card.title,
        ),
        // Each fact a box of its own, left to right inside: in a right-to-left picture the facts
        // follow the page's order, and "0:48" is never read backwards as "48:0".
        box(
          { fontSize: 36, color: colors.mutedText, marginTop: 28, gap: 20 },
          card.facts.flatMap((fact, index) => [...(index ? [box({}, '·')] : []), box({ direction: 'ltr' }, fact)]),
        ),
      ]),
      box(
        // Pinned to the foot, whatever the title's height.
        {
          position: 'absolute',
          left: 80,
          bottom: 56,
          width: SHARE_IMAGE.width - 160,
          height: WAVE_HEIGHT,
          alignItems: 'center',
          justifyContent: 'space-between',
        },
        bars.map((level) =>
          box({ width: 7, height: Math.round(level * WAVE_HEIGHT), borderRadius: 4, background: colors.accent }, []),
        ),
      ),
    ],
  );
}

/** The picture drawn: satori lays it out as SVG, resvg paints the PNG. */
export async function renderShareCard(
  card: ShareCard,
  colors: Colors,
  direction: 'ltr' | 'rtl' = 'ltr',
): Promise<Buffer> {
  const svg = await satori(tree(card, colors, direction) as unknown as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } }).render().asPng();
}

/** Drawn pictures by what they show, so a build of thousands of tracks draws only the new ones. */
const CACHE_DIR = path.join(repoRoot, 'node_modules/.cuesheet/share-images');
/** Raised when the drawing changes, so old pictures are not reused. */
const DRAWING_VERSION = 1;

/** Draws each entry page's share picture beside the page (`itemImagePath`), reusing a cached one; says how many of each. */
export async function writeShareImages(
  outDir: string,
  config: SiteConfig,
  facts: AudioFactsMap,
): Promise<{ written: string[]; drawn: number }> {
  const written: string[] = [];
  let drawn = 0;
  await mkdir(CACHE_DIR, { recursive: true });
  for (const route of siteRoutes(config)) {
    if (route.kind !== 'section' || route.item === undefined) continue;
    const definition = definitionOf(route.section.type) as SectionDefinition<SectionType> | undefined;
    const card = definition?.itemImage?.(route.section, route.item, { config, facts });
    if (!card) continue;
    const key = createHash('sha256')
      .update(JSON.stringify([DRAWING_VERSION, card, config.theme.colors, config.site.dir]))
      .digest('hex');
    const cached = path.join(CACHE_DIR, `${key}.png`);
    const png = await readFile(cached).catch(async () => {
      const picture = await renderShareCard(card, config.theme.colors, config.site.dir);
      await writeFile(cached, picture);
      drawn += 1;
      return picture;
    });
    const target = path.join(outDir, itemImagePath(route.path));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, png);
    written.push(target);
  }
  return { written, drawn };
}
