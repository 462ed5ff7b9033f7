import { describe, expect, it } from 'vitest';
import type { StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { acceptedLicence, deliveredFiles, offer, offerWithFiles } from '../../functions/src/licence/licence.fixture.ts';
import { downloadLines } from './downloads.ts';
import { licenceRecord } from './export.ts';

const day = 86_400_000;
const acceptedAt = acceptedLicence.acceptance.at;
const [master, stems] = deliveredFiles as [(typeof deliveredFiles)[0], (typeof deliveredFiles)[0]];
const open: StoredQuote = {
  site: 'default',
  requestId: 'req1',
  createdAt: acceptedAt - day,
  expiresAt: acceptedAt + 13 * day,
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
const accepted: StoredQuote = {
  ...open,
  acceptance: acceptedLicence.acceptance,
  licence: { ...acceptedLicence.licence, code: '7KQ2M9XA' },
};
const downloaded: StoredQuote = {
  ...accepted,
  downloads: { [master.sha256]: { count: 2, lastAt: acceptedAt + 2 * day + 5 * 60_000 } },
};

describe('licence list', () => {
  it('says how many of the files were downloaded and when last, until when the links work, then each file', () => {
    expect(downloadLines(downloaded, 30, acceptedAt + 3 * day)).toEqual([
      '    downloaded 1 of 2 file(s), last 2026-11-27 12:35 UTC; links until 2026-12-25 12:30 UTC',
      '      Golden Hour (Instrumental).wav: 2 download(s), last 2026-11-27 12:35 UTC',
      '      golden-hour-stems.zip: not downloaded',
    ]);
    const both = {
      ...downloaded,
      downloads: { ...downloaded.downloads, [stems.sha256]: { count: 1, lastAt: acceptedAt + 4 * day } },
    };
    expect(downloadLines(both, 30, acceptedAt + 5 * day)[0]).toBe(
      '    downloaded 2 of 2 file(s), last 2026-11-29 12:30 UTC; links until 2026-12-25 12:30 UTC',
    );
  });

  it('says when the links ended or were closed by a void, and what an open quote will deliver', () => {
    expect(downloadLines(accepted, 30, acceptedAt + 30 * day)[0]).toBe(
      '    none of 2 file(s) downloaded; links ended 2026-12-25 12:30 UTC',
    );
    expect(downloadLines({ ...downloaded, voidedAt: acceptedAt + day }, 30, acceptedAt + 2 * day)[0]).toMatch(
      /; links closed: void$/,
    );
    expect(downloadLines(open, 30, acceptedAt)).toEqual(['    2 file(s) to deliver on acceptance']);
  });

  it('adds nothing for a licence without files', () => {
    expect(downloadLines({ ...downloaded, offer }, 30, acceptedAt)).toEqual([]);
  });
});

describe('licence list --json', () => {
  it("carries each delivered file's downloads: name, count and last, in the offer's order", () => {
    const record = licenceRecord('q1', downloaded, 30, acceptedAt + 3 * day);
    expect(record).toEqual({
      id: 'q1',
      state: 'accepted',
      number: 'MK-2026-0007',
      createdAt: '2026-11-24T12:30:00.000Z',
      request: 'req1',
      track: 'Golden Hour',
      version: 'Instrumental',
      licensee: 'Northlight',
      fee: { amount: 2500, currency: 'USD' },
      payment: {
        state: 'unpaid',
        amount: null,
        currency: null,
        paidAt: null,
        changedAt: null,
        reference: null,
        via: null,
      },
      acceptedAt: '2026-11-25T12:30:00.000Z',
      verify: 'https://marlowekane.com/l/verify/MK-2026-0007/7KQ2M9XA',
      filesUntil: '2026-12-25T12:30:00.000Z',
      downloads: [
        { name: master.name, kind: 'master', sha256: master.sha256, count: 2, last: '2026-11-27T12:35:00.000Z' },
        { name: stems.name, kind: 'stems', sha256: stems.sha256, count: 0, last: null },
      ],
    });
    // JSON as written: no Firestore type, nothing undefined.
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
  });

  it('an open quote: no licence, no date for the links, its files not yet downloaded; a quote without files: none', () => {
    expect(licenceRecord('q2', open, 30, acceptedAt)).toMatchObject({
      state: 'open',
      number: null,
      payment: null,
      acceptedAt: null,
      verify: null,
      filesUntil: null,
    });
    expect(licenceRecord('q2', open, 30, acceptedAt).downloads.map((file) => file.count)).toEqual([0, 0]);
    expect(licenceRecord('q3', { ...accepted, offer }, 30, acceptedAt)).toMatchObject({
      filesUntil: null,
      downloads: [],
    });
  });
});
