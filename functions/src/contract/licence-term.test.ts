import { describe, expect, it } from 'vitest';
import { termEnd, termMonths } from './licence-term.ts';

describe('a licence term', () => {
  it('reads the form’s terms as months, perpetuity as none', () => {
    expect(termMonths('3-months')).toBe(3);
    expect(termMonths('1-year')).toBe(12);
    expect(termMonths('5-years')).toBe(60);
    expect(termMonths('perpetuity')).toBeNull();
    expect(termMonths('until the festival')).toBeUndefined();
  });

  it('ends the day before the same date, in a shorter month on its last day', () => {
    expect(termEnd('2026-03-01', 12)).toBe('2027-02-28');
    expect(termEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(termEnd('2026-01-01', 1)).toBe('2026-01-31');
    expect(termEnd('2027-11-15', 3)).toBe('2028-02-14');
    expect(termEnd('2026-03-01', null)).toBeNull();
  });
});
