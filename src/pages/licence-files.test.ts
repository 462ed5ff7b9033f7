import { describe, expect, it } from 'vitest';
import type { QuoteAnswer } from '../../functions/src/contract/licence-model.ts';
import { acceptedLicence, defaultLabels, offer, offerWithFiles } from '../../functions/src/licence/licence.fixture.ts';
import { pageLabels } from './licence-facts.ts';
import { filesView } from './licence-files.ts';

type Shown = Extract<QuoteAnswer, { state: 'open' | 'accepted' }>;

const labels = pageLabels(defaultLabels);
const token = 'T'.repeat(43);
const endsAt = Date.UTC(2026, 11, 25, 12, 30);
const open: Shown = {
  state: 'open',
  offer: offerWithFiles,
  termsHash: 'a'.repeat(64),
  expiresAt: endsAt,
  note: null,
  acceptance: null,
  licence: null,
  delivery: { days: 30, endsAt: null, ended: false },
};
const accepted: Shown = {
  ...open,
  state: 'accepted',
  acceptance: acceptedLicence.acceptance,
  licence: acceptedLicence.licence,
  delivery: { days: 30, endsAt, ended: false },
};

describe('the files on the quote page', () => {
  it('before acceptance: a sentence that they come with it, and for how long', () => {
    expect(filesView(open, token, labels, 'en')).toEqual({
      show: 'coming',
      text: 'Once you accept, this page gives you the licensed files to download for 30 days.',
    });
  });

  it('once accepted: one link per file on the site, named by the file, with its kind and size, and until when', () => {
    expect(filesView(accepted, token, labels, 'en')).toEqual({
      show: 'links',
      links: [
        {
          name: 'Golden Hour (Instrumental).wav',
          href: `/l/file/${token}/Golden%20Hour%20(Instrumental).wav`,
          detail: 'Master · 48.2 MB',
        },
        { name: 'golden-hour-stems.zip', href: `/l/file/${token}/golden-hour-stems.zip`, detail: 'Stems · 212 MB' },
      ],
      until: 'These links work until 2026-12-25 12:30 UTC.',
    });
  });

  it('after that date: that the links ended, and whom to ask', () => {
    expect(filesView({ ...accepted, delivery: { days: 30, endsAt, ended: true } }, token, labels, 'en')).toEqual({
      show: 'ended',
      text: 'The links to your files ended on 2026-12-25 12:30 UTC. Ask Marlowe Kane Music Ltd for them:',
      email: 'bookings@marlowekane.com',
    });
  });

  it('nothing when the offer names no files', () => {
    expect(filesView({ ...accepted, offer, delivery: null }, token, labels, 'en')).toEqual({ show: 'none' });
    expect(filesView({ ...open, offer, delivery: null }, token, labels, 'en')).toEqual({ show: 'none' });
  });

  it("in the site's words: an Arabic site's kinds and sizes", () => {
    const arabic = { ...labels, fileMaster: 'التسجيل الأصلي', fileSize: '{size} ميغابايت' };
    const view = filesView(accepted, token, arabic, 'ar');
    expect(view.show === 'links' && view.links[0]!.detail).toBe(
      `التسجيل الأصلي · ${new Intl.NumberFormat('ar', { maximumFractionDigits: 1 }).format(48.2)} ميغابايت`,
    );
  });
});
