import { expect, it } from 'vitest';
import { acceptProblem, companyProblem } from '../../functions/src/contract/accept-licence.ts';
import { offer } from '../../functions/src/licence/licence.fixture.ts';
import { defaultLabels } from '../../functions/src/licence/licence.fixture.ts';
import { pageLabels } from './licence-facts.ts';
import { problemText, refusalText } from './licence-refusal.ts';

const labels = pageLabels(defaultLabels);
const valid = {
  token: 'x'.repeat(43),
  name: 'Anna Lee',
  company: 'Northlight',
  agree: true,
  termsHash: 'a'.repeat(64),
};

it("says each of the form's problems in the site's words", () => {
  const said = (data: object) => problemText(acceptProblem({ ...valid, ...data })!, labels);
  expect(said({ name: ' ' })).toBe('Type your full name.');
  expect(said({ company: '' })).toBe('Type the company the licence is for.');
  expect(said({ agree: false })).toBe('Tick the box to accept the terms.');
  expect(said({ name: 'Anna\nLee' })).toBe('Type it on one line, in letters that show.');
  expect(said({ company: 'N'.repeat(201) })).toBe('That is longer than this form takes: shorten it.');
  expect(said({ name: '\u0301' })).toBe('Type it on one line, in letters that show.');
  expect(problemText(companyProblem('Northlight Films', offer)!, labels)).toBe(
    'This licence was quoted to Northlight: type that name, or ask for a new quote for another company.',
  );
  expect(problemText({ field: 'name', kind: 'missing' }, { ...labels, refusedName: 'اكتب اسمك الكامل.' })).toBe(
    'اكتب اسمك الكامل.',
  );
});

it("says why the function refused, by the refusal's details, never in the function's English", () => {
  const refused = (status: string, details: unknown) =>
    refusalText({ ok: false, status, message: 'English from the function', details }, labels, 'MK-2026-0007');
  expect(refused('ALREADY_EXISTS', { state: 'accepted' })).toBe(
    'This quote was already accepted: licence MK-2026-0007.',
  );
  expect(refused('FAILED_PRECONDITION', { state: 'void' })).toBe('');
  expect(refused('FAILED_PRECONDITION', { state: 'expired' })).toBe('');
  expect(refused('INVALID_ARGUMENT', { field: 'company', char: '北' })).toBe(
    'The licence cannot print “北”: type it in Latin or Arabic letters.',
  );
  expect(refused('FAILED_PRECONDITION', { field: 'termsHash' })).toBe(
    'The terms changed since this page was loaded: reload it and read them again.',
  );
  expect(refused('INVALID_ARGUMENT', { field: 'name', kind: 'line' })).toBe(
    'Type it on one line, in letters that show.',
  );
  expect(refused('INVALID_ARGUMENT', { field: 'company', kind: 'quoted', quoted: 'Northlight' })).toBe(
    'This licence was quoted to Northlight: type that name, or ask for a new quote for another company.',
  );
  expect(refused('RESOURCE_EXHAUSTED', undefined)).toBe('Too many tries from here: wait a few minutes and try again.');
  expect(refused('UNAVAILABLE', undefined)).toBe(labels.failed);
});

it('keeps the PDF and mail words out of the page', () => {
  expect(Object.keys(labels).filter((key) => /^(pdf|mail)/.test(key))).toEqual(['pdfLink']);
  expect(labels.licensor).toBe('Licensor');
});
