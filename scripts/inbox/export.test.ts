import { describe, expect, it } from 'vitest';
import type { LicenceField } from '../../src/contact/licence.ts';
import { toCsv } from './csv.ts';
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
const general: InboxMessage = { id: 'b2', createdAt: '2026-11-22T14:00:00.000Z', name: '=cmd', email: 'x@y.z', subject: 'Hi', message: 'Line one\nline "two"' };

describe('the inbox export', () => {
  it('gives every message a row, licence fields under their labels and choices by their labels', () => {
    expect(inboxTable([licence, general], fields)).toEqual([
      ['Received (UTC)', 'Name', 'Email', 'Subject', 'Message', 'Track', 'Media', 'Length used (seconds)', 'Fee currency', 'Fee from', 'Fee to', 'Id'],
      ['2026-11-22T15:00:00.000Z', 'Zoë', 'zoe@agency.example', 'Licence request: Golden Hour', '', 'Golden Hour', 'Online ad / social', 30, 'USD', 1500, 4000, 'a1'],
      ['2026-11-22T14:00:00.000Z', '=cmd', 'x@y.z', 'Hi', 'Line one\nline "two"', '', '', '', '', '', '', 'b2'],
    ]);
  });

  it('opens safely in a spreadsheet', () => {
    const csv = toCsv(inboxTable([general], fields));
    expect(csv.split('\r\n')[1]).toBe('2026-11-22T14:00:00.000Z,\'=cmd,x@y.z,Hi,"Line one\nline ""two""",,,,,,,b2');
  });

  it('shows a licence request on one line in the terminal', () => {
    expect(licenceLine(licence.licence!, fields)).toBe('Track: Golden Hour · Media: Online ad / social · Length used (seconds): 30');
  });
});
