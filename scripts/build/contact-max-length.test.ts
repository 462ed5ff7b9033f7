import { describe, expect, it } from 'vitest';
import messageSchema from '../../schema/contact-message.schema.json';
import { maxLengths } from './contact-max-length.ts';

describe('maxLengths', () => {
  it('picks only each field’s maxLength from the contact schema', () => {
    expect(maxLengths(messageSchema)).toEqual({ name: 100, email: 254, subject: 200, message: 5000 });
  });

  it('names a field without a maxLength', () => {
    expect(() => maxLengths({ properties: { name: { maxLength: 10 }, phone: {} } })).toThrow('properties.phone has no maxLength');
  });
});
