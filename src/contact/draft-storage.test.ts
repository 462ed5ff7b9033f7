import { describe, expect, it } from 'vitest';
import { draftKey, readDraft, removeDraft, writeDraft } from './draft-storage.ts';
import { EMPTY_VALUES } from './form-state.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const throwing = {
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('denied', 'SecurityError');
  },
} as unknown as Storage;

const key = draftKey('https://example.com', 'contact');
const values = { ...EMPTY_VALUES, name: 'Ada', message: 'A long message' };

describe('draft storage', () => {
  it('keys drafts per site and form', () => {
    expect(draftKey('https://a.example', 'contact')).not.toBe(draftKey('https://b.example', 'contact'));
    expect(draftKey('https://a.example', 'contact')).not.toBe(draftKey('https://a.example', 'hire'));
  });

  it('round-trips values and the pending attempt', () => {
    const storage = new MemoryStorage();
    const draft = { values, attempt: { id: 'abc', values } };
    writeDraft(storage, key, draft);
    expect(readDraft(storage, key)).toEqual(draft);
  });

  it('removes the entry instead of storing an empty form', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, key, { values, attempt: null });
    writeDraft(storage, key, { values: EMPTY_VALUES, attempt: null });
    expect(storage.length).toBe(0);
  });

  it('ignores corrupt or foreign entries', () => {
    const storage = new MemoryStorage();
    storage.setItem(key, '{not json');
    expect(readDraft(storage, key)).toBeNull();
    storage.setItem(key, JSON.stringify({ values: { name: 7 } }));
    expect(readDraft(storage, key)).toBeNull();
    storage.setItem(key, JSON.stringify({ values, attempt: 'nope' }));
    expect(readDraft(storage, key)).toEqual({ values, attempt: null });
  });

  it('never throws when storage is unavailable', () => {
    expect(readDraft(throwing, key)).toBeNull();
    expect(() => writeDraft(throwing, key, { values, attempt: null })).not.toThrow();
    expect(() => removeDraft(throwing, key)).not.toThrow();
    expect(readDraft(undefined, key)).toBeNull();
  });

  it('clears a draft', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, key, { values, attempt: null });
    removeDraft(storage, key);
    expect(readDraft(storage, key)).toBeNull();
  });
});

describe('a licence request draft', () => {
  it('keeps the mode and the fields the form knows, and drops the rest', () => {
    const storage = new MemoryStorage();
    const empty = { name: '', email: '', subject: '', message: '' };
    writeDraft(storage, 'k', {
      values: empty,
      attempt: null,
      mode: 'licence',
      licence: { media: 'tv-ad', project: 'Night shoot' },
    });
    expect(readDraft(storage, 'k')).toEqual({
      values: empty,
      attempt: null,
      mode: 'licence',
      licence: { media: 'tv-ad', project: 'Night shoot' },
    });
    storage.setItem(
      'k',
      JSON.stringify({ values: empty, mode: 'licence', licence: { media: 'tv-ad', colour: 'red', length: 30 } }),
    );
    expect(readDraft(storage, 'k')).toMatchObject({ mode: 'licence', licence: { media: 'tv-ad' } });
    expect(readDraft(storage, 'k')?.licence).toEqual({ media: 'tv-ad' });
    writeDraft(storage, 'k', { values: empty, attempt: null, mode: 'licence', licence: { media: '' } });
    expect(storage.getItem('k')).toBeNull();
  });
});
