/** The licence command's own notations: a fee, a currency, a date. */
import { UsageError } from '../cli/command.ts';
import { isCalendarDate } from '../../functions/src/contract/licence-request.ts';

/** A buyer's fee: more than nothing, at most two decimals, short of ten million. */
export function parseFee(text: string | undefined): number {
  if (text === undefined) throw new UsageError('--fee AMOUNT is required, e.g. --fee 2500');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim()) || Number(text) <= 0)
    throw new UsageError(
      `--fee "${text}": give an amount like 2500 or 2500.50 (no currency sign, no thousands separator)`,
    );
  return Number(text);
}

export function parseCurrency(text: string): string {
  const code = text.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code))
    throw new UsageError(`--currency "${text}": give an ISO 4217 code, e.g. EUR, USD, GBP`);
  return code;
}

export function parseDate(text: string, option: string): string {
  if (!isCalendarDate(text.trim())) throw new UsageError(`${option} "${text}": give a date written YYYY-MM-DD`);
  return text.trim();
}
