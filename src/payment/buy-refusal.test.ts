import { describe, expect, it } from 'vitest';
import { buyRefusal } from './buy-refusal.ts';

const refused = (status: string, details?: unknown) => ({ ok: false as const, status, message: 'm', details });

describe('buyRefusal', () => {
  it('names the field the function refused, for the fields the buyer types', () => {
    expect(buyRefusal(refused('INVALID_ARGUMENT', { field: 'email' }))).toEqual({ kind: 'field', field: 'email' });
    expect(buyRefusal(refused('INVALID_ARGUMENT', { field: 'production' }))).toEqual({
      kind: 'field',
      field: 'production',
    });
  });

  it('takes a refusal of what the page sent itself (rate, version) as a failure, not a field to fix', () => {
    expect(buyRefusal(refused('INVALID_ARGUMENT', { field: 'rate' }))).toEqual({ kind: 'failed' });
    expect(buyRefusal(refused('INVALID_ARGUMENT'))).toEqual({ kind: 'failed' });
  });

  it('says to ask for a quote when payment is off, and to wait when the address is limited', () => {
    expect(buyRefusal(refused('FAILED_PRECONDITION', { state: 'payment-off' }))).toEqual({ kind: 'off' });
    expect(buyRefusal(refused('RESOURCE_EXHAUSTED'))).toEqual({ kind: 'busy' });
    expect(buyRefusal(refused('HTTP 502'))).toEqual({ kind: 'failed' });
  });
});
