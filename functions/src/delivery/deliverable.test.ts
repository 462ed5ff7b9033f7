import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_DAYS, type DeliveredFile } from '../contract/delivery.ts';
import type { StoredQuote } from '../contract/licence-model.ts';
import { offer } from '../licence/licence.fixture.ts';
import { deliverable } from './deliverable.ts';

const master: DeliveredFile = {
  name: 'golden-hour-inst.wav',
  kind: 'master',
  path: 'masters/golden-hour-inst.wav',
  bytes: 1000,
  sha256: 'a'.repeat(64),
};
const stems: DeliveredFile = {
  name: 'golden-hour-stems.zip',
  kind: 'stems',
  path: 'golden-hour-stems.zip',
  bytes: 2000,
  sha256: 'b'.repeat(64),
};
const day = 86_400_000;
const acceptedAt = Date.UTC(2026, 10, 25, 12);
const accepted: Pick<StoredQuote, 'acceptance' | 'licence' | 'voidedAt' | 'offer'> = {
  offer: { ...offer, track: { ...offer.track, files: [master, stems] } },
  acceptance: { at: acceptedAt, name: 'Anna Lee', company: 'Northlight', termsHash: 'c'.repeat(64) },
  licence: { number: 'MK-2026-0007', start: '2026-11-25', end: null },
  voidedAt: null,
};

describe('deliverable', () => {
  it('gives each file the accepted licence names, by its name', () => {
    const linksEndAt = acceptedAt + DEFAULT_DELIVERY_DAYS * day;
    expect(deliverable(accepted, master.name, DEFAULT_DELIVERY_DAYS, acceptedAt)).toEqual({ file: master, linksEndAt });
    expect(deliverable(accepted, stems.name, DEFAULT_DELIVERY_DAYS, acceptedAt + day)).toEqual({
      file: stems,
      linksEndAt,
    });
  });

  it('works until the days after acceptance are over, and not a millisecond longer', () => {
    expect(deliverable(accepted, master.name, 30, acceptedAt + 30 * day - 1)).toEqual({
      file: master,
      linksEndAt: acceptedAt + 30 * day,
    });
    expect(deliverable(accepted, master.name, 30, acceptedAt + 30 * day)).toEqual({
      refused: 'the links ended 30 days after acceptance',
    });
    expect(deliverable(accepted, master.name, 7, acceptedAt + 8 * day)).toEqual({
      refused: 'the links ended 7 days after acceptance',
    });
  });

  it('refuses, each for its reason, a quote not accepted, a void licence and a file it does not name', () => {
    expect(deliverable({ ...accepted, acceptance: null, licence: null }, master.name, 30, acceptedAt)).toEqual({
      refused: 'the quote has not been accepted',
    });
    expect(deliverable({ ...accepted, voidedAt: acceptedAt + 1 }, master.name, 30, acceptedAt + 2)).toEqual({
      refused: 'the licence is void',
    });
    for (const name of ['other.wav', 'masters/golden-hour-inst.wav', 'GOLDEN-HOUR-INST.WAV']) {
      expect(deliverable(accepted, name, 30, acceptedAt)).toEqual({
        refused: 'the licence delivers no file of that name',
      });
    }
    expect(deliverable({ ...accepted, offer }, master.name, 30, acceptedAt)).toEqual({
      refused: 'the licence delivers no file of that name',
    });
  });
});
