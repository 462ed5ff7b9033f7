/** @jsxImportSource react */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { renderToFile } from '@react-pdf/renderer';
import type { SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { resolvePublicDir } from '../../config/config-path.ts';
import { firstUndrawable, fontNeeds, registerFonts } from '../../../functions/src/pdf/fonts.ts';
import { OneSheet, type SheetAssets } from './OneSheet.tsx';
import type { SheetTrack } from '../../../src/sections/define.ts';
import { printedTexts, sheetFacts, type SheetFacts } from './sheet-facts.ts';
import { svgToPdf } from './svg-to-pdf.tsx';

export type OneSheetResult = { file: string; bytes: number } | { skipped: string };

const publicDir = resolvePublicDir();
const isLocal = (src: string) => src.startsWith('/') && !src.startsWith('//');

/** A file the config names under public/; a missing one fails the build naming the setting. */
async function readPublic(src: string, setting: string): Promise<Buffer> {
  const file = path.join(publicDir, decodeURI(src));
  if (!file.startsWith(publicDir + path.sep))
    throw new Error(`one-sheet: ${setting} is ${src}, which leads out of public/`);
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`one-sheet: ${setting} is ${src}, but public${src} does not exist`);
    throw error;
  }
}

/** A logo's file as read from public/, before it is drawn. */
type LogoSource = { name: string; svg?: { text: string; file: string }; raster?: Buffer };

/**
 * Logos are drawn as vectors from their SVG; PNG and JPEG files are placed as images. The
 * build has no network, so a logo on another host, or in a format react-pdf cannot place
 * (WebP, AVIF), is printed as its name.
 */
async function readLogos(facts: SheetFacts): Promise<LogoSource[]> {
  return Promise.all(
    facts.logos.map(async ({ name, image }) => {
      if (!isLocal(image.src)) return { name };
      const setting = `the featured-in logo '${name}'`;
      if (/\.svg$/i.test(image.src))
        return {
          name,
          svg: { text: (await readPublic(image.src, setting)).toString('utf8'), file: `public${image.src}` },
        };
      if (/\.(png|jpe?g)$/i.test(image.src)) return { name, raster: await readPublic(image.src, setting) };
      return { name };
    }),
  );
}

async function readShareImage(facts: SheetFacts): Promise<Buffer | undefined> {
  const share = facts.shareImage;
  return isLocal(share.src) && /\.(png|jpe?g)$/i.test(share.src)
    ? readPublic(share.src, 'meta.shareImage.src')
    : undefined;
}

/**
 * Writes the one-sheet PDF for `config` into `outDir` (file name from `oneSheet.fileName`),
 * or says in one line why it did not; throws instead when `oneSheet.required` is set.
 */
export async function writeOneSheet(config: SiteConfig, outDir: string, tracks: SheetTrack[]): Promise<OneSheetResult> {
  if (!config.oneSheet.enabled) return { skipped: 'oneSheet.enabled is false in the config' };
  const facts = sheetFacts(config, tracks);
  const texts = printedTexts(config, facts);
  for (const text of texts) {
    const char = firstUndrawable(text);
    if (char) {
      const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
      const why = `the sheet's fonts cannot draw '${char}' (${code}) in "${Array.from(text).slice(0, 40).join('')}"`;
      // A site whose sheet is part of the pitch must not go out without it.
      if (config.oneSheet.required) throw new Error(`one-sheet: ${why}, and oneSheet.required is true`);
      return {
        skipped: `${why}; set oneSheet.enabled: false to silence this, or oneSheet.required: true to fail the build`,
      };
    }
  }
  const [sources, shareImage] = await Promise.all([readLogos(facts), readShareImage(facts)]);
  const fonts = fontNeeds([...texts, ...sources.map((logo) => logo.svg?.text ?? '')], config.site.dir);
  const assets: SheetAssets = {
    shareImage,
    logos: sources.map(({ name, svg, raster }) => ({
      name,
      raster,
      drawing: svg && svgToPdf(svg.text, svg.file, 110, fonts),
    })),
  };
  registerFonts();
  const file = path.join(outDir, config.oneSheet.fileName);
  await renderToFile(<OneSheet config={config} facts={facts} assets={assets} fonts={fonts} />, file);
  return { file, bytes: (await stat(file)).size };
}

/** The build's step: write the sheet and print what happened in one line. */
export async function buildOneSheet(config: SiteConfig, outDir: string, tracks: SheetTrack[]): Promise<OneSheetResult> {
  const result = await writeOneSheet(config, outDir, tracks);
  if ('skipped' in result) console.warn(`[build] one-sheet skipped (no PDF, no link): ${result.skipped}`);
  else console.log(`[build] one-sheet ${path.basename(result.file)}: ${(result.bytes / 1000).toFixed(0)} kB`);
  return result;
}
