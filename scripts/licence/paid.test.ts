import { describe, expect, it } from 'vitest';
import type { StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { acceptedLicence } from '../../functions/src/licence/licence.fixture.ts';
import { CommandError, UsageError } from '../cli/command.ts';
import { runCommand } from '../cli/run-command.ts';
import licenceCommand from '../licence.ts';
import { outsidePayment } from './paid.ts';

const NOW = Date.UTC(2026, 10, 28, 15, 0);
const { offer, acceptance, licence } = acceptedLicence;

/** The fixture's licence (USD 2,500) as stored once accepted: quoted on 20 November, accepted on the 25th. */
const accepted: StoredQuote = {
  site: 'default',
  requestId: 'r1',
  createdAt: Date.UTC(2026, 10, 20, 9, 0),
  expiresAt: Date.UTC(2026, 11, 4, 9, 0),
  voidedAt: null,
  tokenHash: 'h'.repeat(64),
  note: null,
  numberPrefix: 'MK',
  base: 'https://marlowekane.com/',
  offer,
  termsHash: acceptance.termsHash,
  acceptance,
  licence,
};

describe('licence paid: the payment recorded', () => {
  it('defaults to the fee in minor units, today, no reference, and says it was made outside Stripe', () => {
    expect(offer.fee).toEqual({ amount: 2500, currency: 'USD' });
    expect(outsidePayment(accepted, 'q1', {}, NOW)).toEqual({
      state: 'paid',
      amount: 250000,
      currency: 'USD',
      paidAt: NOW,
      session: null,
      paymentIntent: null,
      changedAt: null,
      outside: { reference: null, recordedAt: NOW },
    });
  });

  it('takes what arrived, its currency, a reference and the day it arrived', () => {
    const given = { amount: '2300.5', currency: 'eur', reference: ' INV-0042 / SEPA ', date: '2026-11-27' };
    expect(outsidePayment(accepted, 'q1', given, NOW)).toMatchObject({
      amount: 230050,
      currency: 'EUR',
      paidAt: Date.UTC(2026, 10, 27),
      outside: { reference: 'INV-0042 / SEPA', recordedAt: NOW },
    });
  });

  it('keeps a zero-decimal currency exact and refuses decimals it does not have', () => {
    const yen = { ...accepted, offer: { ...offer, fee: { amount: 15000, currency: 'JPY' } } };
    expect(outsidePayment(yen, 'q1', {}, NOW).amount).toBe(15000);
    expect(() => outsidePayment(yen, 'q1', { amount: '15000.5' }, NOW)).toThrow(/at most 0 decimals/);
  });

  it.each([
    [{ currency: 'EUR' }, UsageError, /--currency EUR is not the fee's \(USD\): give --amount too/],
    [{ amount: '0' }, UsageError, /--amount "0"/],
    [{ amount: '2,500' }, UsageError, /no thousands separator/],
    [{ amount: '12.345' }, UsageError, /at most 2 decimals/],
    [{ date: '2026-11-29' }, UsageError, /--date 2026-11-29 is after today \(2026-11-28, UTC\)/],
    [{ date: '2025-11-27' }, UsageError, /--date 2025-11-27 is before the quote was made \(2026-11-20\)/],
    [{ date: '27/11/2026' }, UsageError, /--date "27\/11\/2026": give a date written YYYY-MM-DD/],
    [{ reference: 'two\nlines' }, UsageError, /--reference must be one line/],
    [{ reference: 'x'.repeat(201) }, UsageError, /--reference must be one line of 1 to 200/],
    [{ reference: 'INV 北光' }, UsageError, /--reference: the licence's fonts cannot draw '北' \(U\+5317\)/],
  ])('refuses %o', (given, kind, message) => {
    expect(() => outsidePayment(accepted, 'q1', given, NOW)).toThrow(kind);
    expect(() => outsidePayment(accepted, 'q1', given, NOW)).toThrow(message);
  });

  it('refuses a quote not accepted, a void licence, and one already paid, saying how it was paid', () => {
    const open = { ...accepted, acceptance: null, licence: null };
    expect(() => outsidePayment(open, 'q1', {}, NOW)).toThrow(
      new CommandError('quote q1 is not accepted yet: a payment is recorded on an issued licence'),
    );
    expect(() => outsidePayment({ ...accepted, voidedAt: NOW }, 'q1', {}, NOW)).toThrow(
      /^licence MK-2026-0007 is void/,
    );
    const byStripe = {
      ...accepted,
      payment: {
        state: 'paid' as const,
        amount: 250000,
        currency: 'USD',
        paidAt: Date.UTC(2026, 10, 25, 12, 31),
        session: 'cs_test_1',
        paymentIntent: 'pi_test_1',
        changedAt: null,
      },
    };
    expect(() => outsidePayment(byStripe, 'q1', {}, NOW)).toThrow(
      new CommandError('licence MK-2026-0007 is already paid: $2,500.00 on 2026-11-25, reference pi_test_1'),
    );
    const refunded = { ...byStripe, voidedAt: NOW, payment: { ...byStripe.payment, state: 'refunded' as const } };
    expect(() => outsidePayment(refunded, 'q1', {}, NOW)).toThrow(
      /was paid \(\$2,500\.00 on 2026-11-25\) and that payment was then refunded: the licence is void/,
    );
  });
});

describe('licence paid on the command line', () => {
  const run = async (...argv: string[]) => {
    const err: string[] = [];
    const code = await runCommand(licenceCommand, argv, { out: () => undefined, err: (text) => void err.push(text) });
    return { code, err: err.join('') };
  };

  it('needs the licence, and takes its own options only: exit 2 before reaching any database', async () => {
    expect(await run('paid')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^npm run licence: paid (takes one argument|needs NUMBER)/),
    });
    expect(await run('list', '--reference', 'INV-1')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--reference is not an option of list'),
    });
    expect(await run('paid', 'MK-2026-0007', '--fee', '2500')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--fee is not an option of paid'),
    });
    expect(await run('paid', 'MK-2026-0007', '--date', 'yesterday')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--date "yesterday": give a date written YYYY-MM-DD'),
    });
    expect(await run('paid', 'MK-2026-0007', '--amount', '$2500')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--amount "$2500"'),
    });
  });
});
