import { describe, expect, it } from 'vitest';
import { attachmentDisposition, mediaTypeOf } from './attachment.ts';

/** The name a browser takes from the header: filename* (RFC 5987) when there is one, else filename. */
function nameOf(header: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  if (extended !== undefined) return decodeURIComponent(extended);
  return /filename="([^"]*)"/.exec(header)![1]!;
}

describe('attachmentDisposition', () => {
  it('gives a plain ASCII name as it is', () => {
    expect(attachmentDisposition('golden-hour (inst).wav')).toBe('attachment; filename="golden-hour (inst).wav"');
  });

  it('gives any other name in RFC 5987 form after an ASCII stand-in, and a browser reads the name back', () => {
    const header = attachmentDisposition('Café "Noir" 100%.wav');
    expect(header).toBe(
      `attachment; filename="Caf_ _Noir_ 100_.wav"; filename*=UTF-8''Caf%C3%A9%20%22Noir%22%20100%25.wav`,
    );
    for (const name of ['Café "Noir" 100%.wav', 'ساعة ذهبية.wav', "it's (a) *mixé*.aiff", 'back\\slash.wav']) {
      const value = attachmentDisposition(name);
      expect(value).toMatch(/^[\x20-\x7e]+$/);
      expect(nameOf(value)).toBe(name);
      // RFC 5987's attr-char: nothing else may stand unescaped in filename*.
      expect(/filename\*=UTF-8''(.*)$/.exec(value)?.[1]).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    }
  });
});

it('names what masters and stems are delivered as, and anything else as bytes', () => {
  expect(mediaTypeOf('a.WAV')).toBe('audio/wav');
  expect(mediaTypeOf('stems.zip')).toBe('application/zip');
  expect(mediaTypeOf('a.flac')).toBe('audio/flac');
  expect(mediaTypeOf('notes')).toBe('application/octet-stream');
  expect(mediaTypeOf('a.exe')).toBe('application/octet-stream');
});
