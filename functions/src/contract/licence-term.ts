/** A licence's term in months, from the request's term (the form's built-in values, or one written the same way). */
export function termMonths(term: string): number | null | undefined {
  if (term === 'perpetuity') return null;
  const match = /^(\d{1,3})-(month|months|year|years)$/.exec(term);
  if (!match) return undefined;
  const count = Number(match[1]);
  return match[2]!.startsWith('year') ? count * 12 : count;
}

/** The last day of a term that starts on `start` (YYYY-MM-DD): the day before the same date `months` later (the month's last day when it has no such date). */
export function termEnd(start: string, months: number | null): string | null {
  if (months === null) return null;
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  // A start on the 31st runs to the end of a shorter month, not into the month after it.
  if (day > lastOfMonth) target.setUTCDate(lastOfMonth);
  else target.setUTCDate(day - 1);
  return target.toISOString().slice(0, 10);
}

/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);
