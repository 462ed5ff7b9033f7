import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { editShipped as edit, place } from '../../../scripts/config/fixtures/shipped-edits.ts';
import { validateConfigSource } from '../../../scripts/config/load-config.ts';

function errorsOf(source: string): string[] {
  const result = validateConfigSource(source, '/tmp/site.yaml');
  if (result.ok) throw new Error('expected the config to be invalid');
  return result.errors.map((e) => `${e.line}:${e.column}: ${e.message}`);
}

const FIRST_RATE = '{ media: online-ad, term: 1-year, territory: worldwide, min: 1500, max: 4000 }';

describe('licence request rules, located in the file', () => {
  it('a rate must name options the form offers', () => {
    const source = edit(FIRST_RATE, '{ media: billboard, term: 1-year, territory: worldwide, min: 1500, max: 4000 }');
    expect(errorsOf(source)).toEqual([
      `${place(source, 'billboard')}: media 'billboard' is not an option of the form's 'media' field; use one of online-ad, tv-ad, radio-ad, trailer, film, tv-series, documentary, online-video, corporate, podcast, video-game, live-event`,
    ]);
  });

  it('a rate may not name a field the form does not have', () => {
    const source = edit('        - { name: term, label: Term, required: true }\n', '');
    expect(errorsOf(source)[0]).toBe(
      `${place(source, '1-year, territory: worldwide, min: 1500')}: this rate names term '1-year' but the form has no 'term' field; add it to licence.fields or remove the rate`,
    );
  });

  it('a rate names its own options when the field lists them', () => {
    const source = edit('{ name: usage, label: Use }', '{ name: media, label: Media again, options: [Online, TV] }');
    expect(errorsOf(source)).toContain(
      `${place(source, 'media, label: Media again')}: field 'media' is listed twice; list each field once`,
    );
  });

  it('options belong to choice fields only, each once', () => {
    const text = edit('{ name: company, label: Company }', '{ name: company, label: Company, options: [A, B] }');
    expect(errorsOf(text)).toEqual([
      `${place(text, '[A, B]')}: 'company' is a text field and takes no options; remove them, or use media, territory, term, exclusivity, usage or budget`,
    ]);
    const twice = edit(
      '{ name: usage, label: Use }',
      '{ name: usage, label: Use, options: [Background, Featured, Background] }',
    );
    expect(errorsOf(twice)).toEqual([
      `${place(twice, 'Background] }')}: option 'Background' of 'usage' is listed twice; give each option its own value`,
    ]);
  });

  it("a rate's min may not exceed its max", () => {
    const source = edit(FIRST_RATE, '{ media: online-ad, term: 1-year, territory: worldwide, min: 5000, max: 4000 }');
    expect(errorsOf(source)).toEqual([`${place(source, '5000')}: min 5000 is more than max 4000; swap them`]);
  });

  it("a fixed price must be exact in the currency's minor units", () => {
    const cents = edit(
      FIRST_RATE,
      '{ media: online-ad, term: 1-year, territory: worldwide, min: 1500, max: 4000, price: 149.999 }',
    );
    expect(errorsOf(cents)).toEqual([
      `${place(cents, '149.999')}: price 149.999 is not an exact amount of USD; give at most 2 decimals (e.g. 149.99)`,
    ]);
    const yen = edit('currency: USD', 'currency: JPY').replace('max: 4000 }', 'max: 4000, price: 1500.5 }');
    expect(errorsOf(yen)).toEqual([
      `${place(yen, '1500.5')}: price 1500.5 is not an exact amount of JPY; JPY has no minor unit, give a whole number (e.g. 1500)`,
    ]);
    const fine = edit(
      FIRST_RATE,
      '{ media: online-ad, term: 1-year, territory: worldwide, min: 1500, max: 4000, price: 149.99 }',
    );
    expect(validateConfigSource(fine, '/tmp/site.yaml').ok).toBe(true);
  });

  it('the schema refuses an unknown field name and a currency that is not ISO 4217', () => {
    const source = edit('{ name: company, label: Company }', '{ name: colour, label: Colour }');
    expect(errorsOf(source)[0]).toMatch(/^\d+:\d+: .*colour/);
    const currency = edit('currency: USD', 'currency: dollars');
    expect(errorsOf(currency)).toEqual([
      `${place(currency, 'dollars')}: text 'dollars' is not valid here: ISO 4217 code, e.g. USD.`,
    ]);
  });
});
