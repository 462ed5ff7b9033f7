import { describe, expect, it } from 'vitest';
import type { StoredQuote } from '../contract/licence-model.ts';
import { quoteAnswer } from './answer.ts';
import { acceptedLicence, offer, offerWithFiles } from './licence.fixture.ts';

const day = 86_400_000;
const acceptedAt = acceptedLicence.acceptance.at;
const open: StoredQuote = {
  site: 'default',
  requestId: 'r1',
  createdAt: acceptedAt - 2 * day,
  expiresAt: acceptedAt + 12 * day,
  voidedAt: null,
  tokenHash: 'h'.repeat(64),
  note: null,
  numberPrefix: 'MK',
  base: 'https://marlowekane.com/',
  offer: offerWithFiles,
  termsHash: 'a'.repeat(64),
  acceptance: null,
  licence: null,
};
const accepted: StoredQuote = { ...open, acceptance: acceptedLicence.acceptance, licence: acceptedLicence.licence };

describe("the quote page's answer says how long the files' links work", () => {
  it('before acceptance: for how many days they will, from no date yet', () => {
    expect(quoteAnswer(open, acceptedAt - day, 30)).toMatchObject({
      state: 'open',
      delivery: { days: 30, endsAt: null, ended: false },
    });
  });

  it('once accepted: until the days after acceptance are over, then ended, by the server clock', () => {
    const endsAt = acceptedAt + 30 * day;
    expect(quoteAnswer(accepted, endsAt - 1, 30)).toMatchObject({
      state: 'accepted',
      delivery: { days: 30, endsAt, ended: false },
    });
    expect(quoteAnswer(accepted, endsAt, 30)).toMatchObject({
      state: 'accepted',
      delivery: { days: 30, endsAt, ended: true },
    });
    expect(quoteAnswer(accepted, acceptedAt, 7)).toMatchObject({ delivery: { endsAt: acceptedAt + 7 * day } });
  });

  it('nothing of files for an offer that names none, nor for a void licence', () => {
    expect(quoteAnswer({ ...accepted, offer }, acceptedAt, 30)).toMatchObject({ state: 'accepted', delivery: null });
    expect(quoteAnswer({ ...accepted, voidedAt: acceptedAt + day }, acceptedAt + 2 * day, 30)).toEqual({
      state: 'void',
      expiresAt: open.expiresAt,
    });
  });
});

describe("the quote page's answer says how the quote is accepted", () => {
  it('by paying when the quote is marked so, whatever its site does with quotes, or when its site pays every quote', () => {
    expect(quoteAnswer({ ...open, pay: 'checkout' }, acceptedAt, 30, 'invoice')).toMatchObject({ pay: 'checkout' });
    expect(quoteAnswer({ ...open, pay: 'checkout' }, acceptedAt, 30)).toMatchObject({ pay: 'checkout' });
    expect(quoteAnswer(open, acceptedAt, 30, 'pay-to-accept')).toMatchObject({ pay: 'checkout' });
  });

  it('by pressing Accept otherwise: the answer names no payment', () => {
    expect(quoteAnswer(open, acceptedAt, 30, 'invoice')).not.toHaveProperty('pay');
    expect(quoteAnswer(open, acceptedAt, 30)).not.toHaveProperty('pay');
  });
});
