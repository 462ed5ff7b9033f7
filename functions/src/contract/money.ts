/**
 * Money as Stripe charges it: an integer count of the currency's minor unit (USD 149.00 is 14900,
 * JPY 15,000 is 15000). A price is turned into that integer from its decimal digits, never by
 * multiplying a float (19.99 * 100 is 1998.9999999999998), so the price shown, charged and printed
 * are one number.
 */

/** Stripe's zero-decimal currencies (docs: "Zero-decimal currencies"): the amount is the major unit. */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/**
 * Stripe's three-decimal currencies: charged in thousandths, whose last digit Stripe requires to be 0,
 * so a price in them has at most two decimals as well.
 */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** How many digits of the major unit the minor unit carries: 0, 2 or 3. */
export function minorUnitDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  return THREE_DECIMAL.has(code) ? 3 : 2;
}

/** How many decimals a price may have in this currency. */
export const priceDecimals = (currency: string): number => Math.min(minorUnitDigits(currency), 2);

/**
 * The price in minor units, or null when it is not exactly representable there (149.999 USD,
 * 1500.5 JPY), is negative, or does not fit a safe integer.
 */
export function toMinorUnits(price: number, currency: string): number | null {
  if (!Number.isFinite(price) || price < 0) return null;
  // A number's shortest round-trip decimal form: 149.99 is "149.99". Exponent forms (1e21, 1e-7) are refused by the pattern.
  const digits = /^(\d+)(?:\.(\d+))?$/.exec(String(price));
  if (!digits) return null;
  const [, whole = '', fraction = ''] = digits;
  if (fraction.length > priceDecimals(currency)) return null;
  const places = minorUnitDigits(currency);
  const minor = Number(`${whole}${fraction.padEnd(places, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as a decimal of the major unit, from the integer's digits: 14900 USD is "149.00", 15000 JPY "15000". */
export function minorUnitsDecimal(minor: number, currency: string): string {
  const places = minorUnitDigits(currency);
  const digits = String(minor).padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** Minor units written out in the page's language ("$149.00", "¥15,000"), from the integer's digits. */
export function formatMinorUnits(minor: number, currency: string, lang: string): string {
  const places = minorUnitDigits(currency);
  const decimal = minorUnitsDecimal(minor, currency);
  const format = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
  // A decimal string is formatted exactly (Intl.NumberFormat v3), where a number would pass through a float.
  return format.format(decimal as unknown as number);
}
