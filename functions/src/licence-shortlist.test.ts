import { describe, expect, it } from 'vitest';
import { shortlistTitle } from './licence-shortlist.ts';

const stored = { site: 'default', title: 'Tense, 90-100 BPM, by Friday', note: null };

describe("a licence request's shortlist title", () => {
  it("is the stored shortlist's title when it is the calling site's", () => {
    expect(shortlistTitle(stored, { key: null })).toBe('Tense, 90-100 BPM, by Friday');
    expect(shortlistTitle({ ...stored, site: 'nova-lane' }, { key: 'nova-lane' })).toBe('Tense, 90-100 BPM, by Friday');
  });

  it("is none for another site's shortlist, so one artist's mail never shows another's title", () => {
    expect(shortlistTitle(stored, { key: 'nova-lane' })).toBeUndefined();
    expect(shortlistTitle({ ...stored, site: 'bo-reed' }, { key: 'nova-lane' })).toBeUndefined();
    expect(shortlistTitle({ ...stored, site: 'nova-lane' }, { key: null })).toBeUndefined();
  });

  it('is none for a shortlist that is gone or has no title to show', () => {
    expect(shortlistTitle(undefined, { key: null })).toBeUndefined();
    expect(shortlistTitle({ ...stored, title: 42 }, { key: null })).toBeUndefined();
    expect(shortlistTitle({ ...stored, title: '  ' }, { key: null })).toBeUndefined();
    expect(shortlistTitle({ title: stored.title }, { key: null })).toBeUndefined();
  });
});
