import { expect, it } from 'vitest';
import { tokenOfPdfPath } from './licencePdf.ts';

it("reads the token off the PDF's address, as Hosting's rewrite or the function's own URL hands it on", () => {
  const token = 'A'.repeat(43);
  expect(tokenOfPdfPath(`/l/pdf/${token}`)).toBe(token);
  expect(tokenOfPdfPath(`/l/pdf/${token}/`)).toBe(token);
  expect(tokenOfPdfPath('/')).toBe('');
});
