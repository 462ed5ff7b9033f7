/** @jsxImportSource react */
import { renderToBuffer } from '@react-pdf/renderer';
import { canonicalJson } from '../terms-hash.ts';
import { firstUndrawable, fontNeeds, pdfFamilies, registerFonts } from '../../pdf/fonts.ts';
import { LicencePdf, type LicenceDocument } from './LicencePdf.tsx';
import type { LicencePdfStyle } from './pdf-style.ts';

/** A character none of the licence's faces can draw: printed, it would be a blank where a name should be. */
export class UndrawableText extends Error {
  constructor(readonly char: string) {
    super(
      `the licence's fonts cannot draw '${char}' (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`,
    );
  }
}

/** The first character of these texts the licence could not print, or undefined. */
export function undrawableIn(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const char = firstUndrawable(text);
    if (char) return char;
  }
  return undefined;
}

/**
 * The licence PDF with the one-sheet's renderer and fonts: react-pdf, the same embedded faces
 * chosen by the same rule from the site's body font. The acceptance callable and the licence
 * command both print through here, so the buyer's download and the artist's copy are one document.
 */
export async function renderLicencePdf(doc: LicenceDocument, style: LicencePdfStyle): Promise<Buffer> {
  // Every string the licence prints (the quoted company is in the offer), to pick the faces and check each character has a glyph.
  const texts = [canonicalJson(doc.offer), doc.acceptance.name, doc.verifyUrl, ...Object.values(style.labels)];
  const char = undrawableIn(texts);
  if (char) throw new UndrawableText(char);
  registerFonts();
  // Latin faces first even in a right-to-left licence: with the Arabic face first, fontkit fails
  // on this document ("Offset is outside the bounds of the DataView"); each line's direction is
  // set by its own text (LicencePdf's T), so the order of faces only picks glyphs.
  const fonts = pdfFamilies(style.bodyFont, fontNeeds(texts, 'ltr'));
  // Printed on white whatever the site's theme: its accent may be a light colour made for a dark page.
  const look = {
    fonts,
    accent: '#1f4e79',
    lang: style.lang,
    paper: style.paper,
    rtl: style.dir === 'rtl',
    labels: style.labels,
  };
  return renderToBuffer(<LicencePdf doc={doc} look={look} />);
}
