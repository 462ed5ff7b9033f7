import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../test/compiled-schema.ts';
import type { SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { repoRoot } from '../../config/config-path.ts';
import { loadSiteConfig } from '../../config/load-config.ts';
import { fontNeeds, isSerifStack, pdfFamilies } from '../../../functions/src/pdf/fonts.ts';
import { sheetFacts } from './sheet-facts.ts';
import { svgToPdf } from './svg-to-pdf.tsx';
import { fixtureTracks } from './tracks.fixture.ts';

let shipped: SiteConfig;
beforeAll(async () => {
  shipped = await loadSiteConfig(path.join(repoRoot, 'site.config.yaml'));
});

describe('sheetFacts', () => {
  it('takes the bio from the about section unless oneSheet.bio is set', () => {
    expect(sheetFacts(shipped, []).bio).toMatch(/^Marlowe Kane is a Los Angeles producer/);
    expect(sheetFacts({ ...shipped, oneSheet: { ...shipped.oneSheet, bio: 'Short.' } }, []).bio).toBe('Short.');
  });

  it("prints the contact section's mailto address, or oneSheet.email, never the private notifyEmail", () => {
    expect(sheetFacts(shipped, []).email).toBe('bookings@marlowekane.com');
    expect(sheetFacts({ ...shipped, oneSheet: { ...shipped.oneSheet, email: 'pitch@example.com' } }, []).email).toBe(
      'pitch@example.com',
    );
    const noMailto: SiteConfig = {
      ...shipped,
      sections: shipped.sections.map((section) =>
        section.type === 'contact' ? { ...section, details: [] } : section,
      ) as SiteConfig['sections'],
      contact: { ...shipped.contact, notifyEmail: 'private@example.com' },
    };
    expect(sheetFacts(noMailto, []).email).toBeUndefined();
  });

  it('keeps the first trackCount tracks and the site address without its scheme', () => {
    const facts = sheetFacts({ ...shipped, oneSheet: { ...shipped.oneSheet, trackCount: 3 } }, fixtureTracks);
    expect(facts.tracks.map((track) => track.title)).toEqual(['Night Drive', 'Golden Hour', 'Paper Lanterns']);
    expect(facts.siteUrl).toBe('https://marlowekane.com/');
    expect(facts.siteLabel).toBe('marlowekane.com');
    expect(facts.placements).toHaveLength(5);
    expect(facts.logos.map((logo) => logo.name)).toEqual([
      'Northlight TV',
      'Channel Meridian',
      'Atlas Broadcasting',
      'Pulse Network',
    ]);
  });
});

describe('fonts', () => {
  it('gives serif stacks the serif face and puts the Arabic face first for right-to-left text', () => {
    expect(isSerifStack("'Iowan Old Style', Georgia, serif")).toBe(true);
    expect(isSerifStack('ui-sans-serif, system-ui, sans-serif')).toBe(false);
    const latin = fontNeeds(['Marlowe Kane'], 'ltr');
    expect(pdfFamilies('Georgia, serif', latin)).toEqual(['Noto Serif', 'Inter']);
    expect(pdfFamilies('system-ui, sans-serif', fontNeeds(['ليلى حداد', 'Zoë Łukasz'], 'rtl'))).toEqual([
      'IBM Plex Sans Arabic',
      'Inter',
      'Inter Ext',
    ]);
  });
});

describe('svgToPdf', () => {
  const needs = fontNeeds([], 'ltr');
  it('keeps the aspect ratio of the viewBox', () => {
    const drawing = svgToPdf(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><rect width="10" height="10"/></svg>',
      'logo.svg',
      110,
      needs,
    );
    expect(drawing.props).toMatchObject({ viewBox: '0 0 200 60', width: 110, height: 33 });
  });

  it('names the file and the element it cannot draw', () => {
    expect(() =>
      svgToPdf('<svg viewBox="0 0 10 10"><image href="x.png"/></svg>', 'public/logos/x.svg', 100, needs),
    ).toThrow(/^public\/logos\/x\.svg: <image> is not one of the SVG elements the PDF can draw/);
    expect(() => svgToPdf('<html></html>', 'public/logos/y.svg', 100, needs)).toThrow(
      'public/logos/y.svg: not an SVG file (no <svg> root element)',
    );
  });
});
