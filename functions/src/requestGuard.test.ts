import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contract/contact-message.ts';
import { MAX_BODY_BYTES } from './requestGuard.ts';
import { validateContactRequest } from './validation.ts';

describe('MAX_BODY_BYTES', () => {
  it('admits the largest message the form can send, and not much more', () => {
    const longest = (field: 'name' | 'subject' | 'message'): string =>
      '🎹'.repeat(contactMessageSchema.properties[field].maxLength);
    const local = 'a'.repeat(64);
    const largest = {
      id: '0b8f4f2e-3d1c-4c6b-9a53-6f1f0f5b2a11',
      name: longest('name'),
      email: `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(254 - 64 - 1 - 63 - 1 - 63 - 1)}`,
      subject: longest('subject'),
      message: longest('message'),
      nectar: '🎹'.repeat(1000),
    };
    expect(validateContactRequest(largest)).toMatchObject({ ok: true });
    const bytes = Buffer.byteLength(JSON.stringify({ data: largest }));
    expect(bytes).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(MAX_BODY_BYTES).toBeLessThan(bytes * 1.5);
  });
});
