/** @jsxImportSource react */
import { stat } from 'node:fs/promises';
import { renderToFile } from '@react-pdf/renderer';
import { canonicalJson } from '../../../functions/src/licence/terms-hash.ts';
import type { SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { CommandError } from '../../cli/command.ts';
import { firstUndrawable, fontNeeds, pdfFamilies, registerFonts } from '../../build/one-sheet/fonts.ts';
import { LicencePdf, type LicenceDocument } from './LicencePdf.tsx';

/**
 * Writes the licence PDF with the one-sheet's renderer and fonts: react-pdf, the same embedded
 * faces chosen by the same rule from the site's body font. Text it cannot draw stops it with the
 * character named, rather than printing a licence with a blank where a name should be.
 */
export async function writeLicencePdf(doc: LicenceDocument, config: Pick<SiteConfig, 'theme' | 'site' | 'oneSheet'>, file: string): Promise<number> {
  // Every string the licence holds, to pick the faces and check each character has a glyph.
  const texts = [canonicalJson(doc.offer), doc.acceptance.name, doc.acceptance.company, doc.verifyUrl];
  for (const text of texts) {
    const char = firstUndrawable(text);
    if (char) throw new CommandError(`the licence's fonts cannot draw '${char}' (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}); the PDF was not written`);
  }
  registerFonts();
  const fonts = pdfFamilies(config.theme.fonts.body, fontNeeds(texts, 'ltr'));
  // Printed on white whatever the site's theme: its accent may be a light colour made for a dark page.
  const look = { fonts, accent: '#1f4e79', lang: config.site.lang, paper: config.oneSheet.paper };
  await renderToFile(<LicencePdf doc={doc} look={look} />, file);
  return (await stat(file)).size;
}
