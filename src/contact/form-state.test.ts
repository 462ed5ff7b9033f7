import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUES,
  MAX_LENGTH,
  attemptFor,
  clampSubject,
  cutToLength,
  isRateLimited,
  refusedField,
  newMessageId,
  parseAttempt,
  parseValues,
  type FormValues,
} from './form-state.ts';

const filled: FormValues = { name: 'Ada', email: 'ada@example.com', subject: 'Sync', message: 'Hello\nthere' };

describe('attemptFor', () => {
  let counter = 0;
  const nextId = () => `id-${++counter}`;

  it('mints an id for a first send', () => {
    const attempt = attemptFor(null, filled, nextId);
    expect(attempt).toEqual({ id: expect.stringMatching(/^id-/), values: filled });
  });

  it('reuses the failed attempt’s id when the draft is unchanged', () => {
    const first = attemptFor(null, filled, nextId);
    expect(attemptFor(first, { ...filled }, nextId)).toBe(first);
  });

  it('mints a new id once the draft was edited', () => {
    const first = attemptFor(null, filled, nextId);
    const second = attemptFor(first, { ...filled, message: 'Hello there' }, nextId);
    expect(second.id).not.toBe(first.id);
    expect(second.values.message).toBe('Hello there');
  });
});

describe('parseValues', () => {
  it('accepts partial drafts and fills the rest empty', () => {
    expect(parseValues({ message: 'half a thought' })).toEqual({ ...EMPTY_VALUES, message: 'half a thought' });
  });

  it('rejects anything that is not a record of strings', () => {
    expect(parseValues(null)).toBeNull();
    expect(parseValues('text')).toBeNull();
    expect(parseValues({ name: 42 })).toBeNull();
  });

  it('cuts stored values to the field caps', () => {
    expect(parseValues({ name: 'x'.repeat(500) })?.name).toHaveLength(MAX_LENGTH.name);
  });
});

describe('parseAttempt', () => {
  it('needs an id and values', () => {
    expect(parseAttempt({ id: 'a', values: filled })).toEqual({ id: 'a', values: filled });
    expect(parseAttempt({ id: '', values: filled })).toBeNull();
    expect(parseAttempt({ values: filled })).toBeNull();
    expect(parseAttempt({ id: 'a', values: 3 })).toBeNull();
  });
});

describe('clampSubject', () => {
  it('keeps a subject within the field cap', () => {
    expect(clampSubject('Inquire About Licensing')).toBe('Inquire About Licensing');
    expect(clampSubject('s'.repeat(1000))).toHaveLength(MAX_LENGTH.subject);
  });

  it('cuts by code point, never through an emoji, as the function counts', () => {
    const subject = clampSubject(`x${'🎹'.repeat(300)}`);
    expect(subject).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect([...subject]).toHaveLength(MAX_LENGTH.subject);
    expect(subject).toBe(`x${'🎹'.repeat(MAX_LENGTH.subject - 1)}`);
    expect(cutToLength('a🎹b', 2)).toBe('a🎹');
  });
});

describe('isRateLimited', () => {
  it('recognises the function’s resource-exhausted answer', () => {
    expect(isRateLimited({ code: 'functions/resource-exhausted' })).toBe(true);
    expect(isRateLimited({ code: 'resource-exhausted' })).toBe(true);
    expect(isRateLimited({ code: 'functions/internal' })).toBe(false);
    expect(isRateLimited(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRateLimited(null)).toBe(false);
  });
});

describe('newMessageId', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a v4 UUID, unique per call', () => {
    const a = newMessageId();
    expect(a).toMatch(uuid);
    expect(newMessageId()).not.toBe(a);
  });

  it('builds one itself where randomUUID is missing (insecure context)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newMessageId()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('the field the function refused', () => {
  it("is read from an invalid-argument error's details, and only a field the form has", () => {
    expect(refusedField({ code: 'functions/invalid-argument', details: { field: 'email' } })).toBe('email');
    expect(refusedField({ code: 'functions/invalid-argument', details: { field: 'licence.media' } })).toBe(
      'licence.media',
    );
    expect(refusedField({ code: 'functions/invalid-argument', details: { field: '__proto__' } })).toBeNull();
    expect(refusedField({ code: 'functions/invalid-argument' })).toBeNull();
    expect(refusedField({ code: 'functions/unavailable', details: { field: 'email' } })).toBeNull();
    expect(refusedField(null)).toBeNull();
  });
});
