import { LICENCE_FIELD_KINDS, type LicenceFieldName } from '../../../functions/src/contract/licence-request.ts';
import { minorUnitDigits, priceDecimals, toMinorUnits } from '../../../functions/src/contract/money.ts';
import { rawEntries, type RawSection, type SectionIssue } from '../define.ts';
import { builtInOptions } from './licence-config.ts';

const isRecord = (value: unknown): value is RawSection =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFieldName = (name: unknown): name is LicenceFieldName =>
  typeof name === 'string' && name in LICENCE_FIELD_KINDS;
const RATE_KEYS = ['media', 'term', 'territory'] as const;

/** What the licence request's fields and rate card must agree on, beyond what the schema says. */
export function contactRules(section: RawSection): SectionIssue[] {
  if (!isRecord(section.licence)) return [];
  const licence = section.licence;
  const issues: SectionIssue[] = [];
  const seen = new Set<string>();
  const fields = rawEntries(licence.fields).map((field, f) => {
    const at = ['licence', 'fields', f];
    if (!isFieldName(field.name)) return null;
    if (seen.has(field.name))
      issues.push({ path: [...at, 'name'], message: `field '${field.name}' is listed twice; list each field once` });
    seen.add(field.name);
    const kind = LICENCE_FIELD_KINDS[field.name];
    if (field.options !== undefined && kind !== 'select') {
      issues.push({
        path: [...at, 'options'],
        message: `'${field.name}' is a ${kind} field and takes no options; remove them, or use media, territory, term, exclusivity, usage or budget`,
      });
    }
    const configured = Array.isArray(field.options) ? (field.options as unknown[]) : undefined;
    const optionValues = configured
      ? configured.flatMap((choice) =>
          typeof choice === 'string'
            ? [choice]
            : isRecord(choice) && typeof choice.value === 'string'
              ? [choice.value]
              : [],
        )
      : builtInOptions(field.name).map((choice) => choice.value);
    const values = new Set<string>();
    optionValues.forEach((value, o) => {
      if (values.has(value))
        issues.push({
          path: [...at, 'options', o],
          message: `option '${value}' of '${field.name}' is listed twice; give each option its own value`,
        });
      values.add(value);
    });
    const resolved = { name: field.name, options: optionValues };
    return resolved;
  });
  const byName = new Map(fields.flatMap((field) => (field ? [[field.name, field] as const] : [])));
  const rateCard = isRecord(licence.rateCard) ? licence.rateCard : {};
  issues.push(...priceIssues(rateCard));
  // Without a fields list the built-in one applies, which names every option.
  if (licence.fields === undefined) return issues;
  rawEntries(rateCard.rates).forEach((rate, r) => {
    const at = ['licence', 'rateCard', 'rates', r];
    for (const key of RATE_KEYS) {
      const value = rate[key];
      if (typeof value !== 'string') continue;
      const field = byName.get(key);
      if (!field) {
        issues.push({
          path: [...at, key],
          message: `this rate names ${key} '${value}' but the form has no '${key}' field; add it to licence.fields or remove the rate`,
        });
      } else if (!field.options.includes(value)) {
        issues.push({
          path: [...at, key],
          message: `${key} '${value}' is not an option of the form's '${key}' field; use one of ${field.options.join(', ')}`,
        });
      }
    }
    if (typeof rate.min === 'number' && typeof rate.max === 'number' && rate.min > rate.max) {
      issues.push({ path: [...at, 'min'], message: `min ${rate.min} is more than max ${rate.max}; swap them` });
    }
  });
  return issues;
}

/** A fixed price is charged in the currency's minor units (money.ts): one they cannot carry exactly would be charged as another amount. */
function priceIssues(rateCard: RawSection): SectionIssue[] {
  const currency = typeof rateCard.currency === 'string' ? rateCard.currency : null;
  if (currency === null) return [];
  return rawEntries(rateCard.rates).flatMap((rate, r) => {
    const price = rate.price;
    if (typeof price !== 'number' || price < 0 || toMinorUnits(price, currency) !== null) return [];
    const decimals = priceDecimals(currency);
    const how =
      minorUnitDigits(currency) === 0
        ? `${currency} has no minor unit, give a whole number (e.g. ${Math.trunc(price)})`
        : `give at most ${decimals} decimals (e.g. ${Math.trunc(price * 10 ** decimals) / 10 ** decimals})`;
    return [
      {
        path: ['licence', 'rateCard', 'rates', r, 'price'],
        message: `price ${price} is not an exact amount of ${currency}; ${how}`,
      },
    ];
  });
}
