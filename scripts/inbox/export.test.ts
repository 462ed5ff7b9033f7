import { describe, expect, it } from 'vitest';
import type { LicenceField } from '../../functions/src/contract/licence-request.ts';
import { toCsv } from '../text/csv.ts';
import { inboxTable, licenceLine, type InboxMessage } from './export.ts';

const fields: LicenceField[] = [
  { name: 'track', label: 'Track', required: false, options: [] },
  { name: 'media', label: 'Media', required: true, options: [{ value: 'online-ad', label: 'Online ad / social' }] },
  { name: 'length', label: 'Length used (seconds)', required: false, options: [] },
];
const licence: InboxMessage = {
  id: 'a1',
  createdAt: '2026-11-22T15:00:00.000Z',
  name: 'Zoë',
  email: 'zoe@agency.example',
  subject: 'Licence request: Golden Hour',
  licence: { track: 'Golden Hour', media: 'online-ad', length: 30 },
  fee: { currency: 'USD', min: 1500, max: 4000 },
};
const fromShortlist: InboxMessage = {
  ...licence,
  id: 'c3',
  licence: { track: 'Night Drive', media: 'online-ad', shortlist: '3chdyfth' },
  fee: null,
};
const general: InboxMessage = {
  id: 'b2',
  createdAt: '2026-11-22T14:00:00.000Z',
  name: '=cmd',
  email: 'x@y.z',
  subject: 'Hi',
  message: 'Line one\nline "two"',
};

describe('the inbox export', () => {
  it('gives every message a row, licence fields under their labels and choices by their labels', () => {
    expect(inboxTable([licence, general], fields, 'From shortlist')).toEqual([
      [
        'Received (UTC)',
        'Name',
        'Email',
        'Subject',
        'Message',
        'Track',
        'Media',
        'Length used (seconds)',
        'From shortlist',
        'Fee currency',
        'Fee from',
        'Fee to',
        'Licence state',
        'Licence number',
        'Payment',
        'Paid amount',
        'Paid currency',
        'Paid (UTC)',
        'Payment reference',
        'Id',
      ],
      [
        '2026-11-22T15:00:00.000Z',
        'Zoë',
        'zoe@agency.example',
        'Licence request: Golden Hour',
        '',
        'Golden Hour',
        'Online ad / social',
        30,
        '',
        'USD',
        1500,
        4000,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        'a1',
      ],
      [
        '2026-11-22T14:00:00.000Z',
        '=cmd',
        'x@y.z',
        'Hi',
        'Line one\nline "two"',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        'b2',
      ],
    ]);
  });

  it("names the shortlist a licence request came from in its own column, under the mail's label", () => {
    const [header, row] = inboxTable([fromShortlist], fields, 'Sélection');
    expect(header![8]).toBe('Sélection');
    expect(row).toEqual([
      '2026-11-22T15:00:00.000Z',
      'Zoë',
      'zoe@agency.example',
      'Licence request: Golden Hour',
      '',
      'Night Drive',
      'Online ad / social',
      '',
      '3chdyfth',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'c3',
    ]);
    expect(
      toCsv(inboxTable([fromShortlist], fields, 'From shortlist'))
        .split('\r\n')
        .slice(0, 2),
    ).toEqual([
      '\uFEFFReceived (UTC),Name,Email,Subject,Message,Track,Media,Length used (seconds),From shortlist,Fee currency,Fee from,Fee to,Licence state,Licence number,Payment,Paid amount,Paid currency,Paid (UTC),Payment reference,Id',
      '2026-11-22T15:00:00.000Z,Zoë,zoe@agency.example,Licence request: Golden Hour,,Night Drive,Online ad / social,,3chdyfth,,,,,,,,,,,c3',
    ]);
  });

  it('keeps a stored shortlist id that is not one from running in a spreadsheet', () => {
    const forged: InboxMessage = { ...fromShortlist, licence: { shortlist: '=1+1' } };
    expect(toCsv(inboxTable([forged], fields, 'From shortlist')).split('\r\n')[1]).toContain(",'=1+1,");
  });

  it('opens safely in a spreadsheet', () => {
    const csv = toCsv(inboxTable([general], fields, 'From shortlist'));
    expect(csv.split('\r\n')[1]).toBe(
      '2026-11-22T14:00:00.000Z,\'=cmd,x@y.z,Hi,"Line one\nline ""two""",,,,,,,,,,,,,,,b2',
    );
  });

  it('shows hidden tag characters as codes in the CSV, as the mail does', () => {
    const tag = (text: string) =>
      [...text].map((char) => String.fromCodePoint(0xe0000 + char.codePointAt(0)!)).join('');
    const sneaky: InboxMessage = { ...general, name: `Ada${tag('x')}`, message: `Hi${tag('obey')}` };
    const [, row] = inboxTable([sneaky], fields, 'From shortlist');
    expect(row![1]).toBe('Ada\\u{e0078}');
    expect(row![4]).toBe('Hi\\u{e006f}\\u{e0062}\\u{e0065}\\u{e0079}');
  });

  it('shows a licence request on one line in the terminal', () => {
    expect(licenceLine(licence.licence!, fields, 'From shortlist')).toBe(
      'Track: "Golden Hour" · Media: Online ad / social · Length used (seconds): 30',
    );
    expect(licenceLine({ track: 'X · Budget: 1M' }, fields, 'From shortlist')).toBe('Track: "X · Budget: 1M"');
    expect(licenceLine(fromShortlist.licence!, fields, 'From shortlist')).toBe(
      'Track: "Night Drive" · Media: Online ad / social · From shortlist: 3chdyfth',
    );
  });

  it("gives a licence's payment its columns: state, the exact amount, currency, when and reference", () => {
    const paid: InboxMessage = {
      ...licence,
      licenceState: 'accepted',
      licenceNumber: 'MK-2026-0007',
      licencePayment: {
        state: 'paid',
        amount: '15000',
        currency: 'JPY',
        paidAt: '2026-11-25T12:31:00.000Z',
        changedAt: null,
        reference: '=HYPERLINK("x")',
        via: 'outside',
      },
    };
    const unpaid: InboxMessage = {
      ...paid,
      id: 'a2',
      licencePayment: {
        ...paid.licencePayment!,
        state: 'unpaid',
        amount: null,
        currency: null,
        paidAt: null,
        reference: null,
        via: null,
      },
    };
    const [header, row, second] = toCsv(inboxTable([paid, unpaid], fields, 'From shortlist')).split('\r\n');
    expect(header).toContain(',Licence number,Payment,Paid amount,Paid currency,Paid (UTC),Payment reference,Id');
    expect(row).toContain(',accepted,MK-2026-0007,paid,15000,JPY,2026-11-25T12:31:00.000Z,"\'=HYPERLINK(""x"")",a1');
    expect(second).toContain(',accepted,MK-2026-0007,unpaid,,,,,a2');
  });
});
