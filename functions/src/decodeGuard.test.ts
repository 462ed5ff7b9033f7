import { describe, expect, it } from 'vitest';
import { undecodable } from './decodeGuard.ts';

const nest = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

describe('undecodable', () => {
  it('lets flat and shallow data through to validation', () => {
    expect(undecodable({ name: 'Ada', tags: ['a', { b: 1 }] })).toBeNull();
    expect(undecodable('text')).toBeNull();
    expect(undecodable(null)).toBeNull();
    expect(undecodable(nest(10))).toBeNull();
  });

  it('refuses nesting that would overflow the decoder, naming the field', () => {
    expect(undecodable({ name: nest(100_000) })).toBe('"name" must be a string');
    expect(undecodable(nest(100_000))).toBe('the data must be an object');
  });

  it('refuses a __proto__ key, which decoding would silently drop', () => {
    expect(undecodable(JSON.parse('{"name": "Ada", "__proto__": "x"}'))).toBe('"__proto__" is not an accepted field');
  });

  it("refuses a __proto__ key at any depth, which decoding would make the object's prototype", () => {
    expect(undecodable(JSON.parse('{"licence": {"__proto__": {"media": "tv-ad"}}}'))).toBe(
      '"licence.__proto__" is not an accepted field',
    );
    expect(undecodable(JSON.parse('{"licence": {"a": [{"__proto__": {"constructor": 1}}]}}'))).toBe(
      '"licence.a.0.__proto__" is not an accepted field',
    );
    expect(undecodable(JSON.parse('[{"__proto__": 1}]'))).toBe('the data must be an object');
  });

  it('refuses typed wrappers the decoder would throw on', () => {
    expect(undecodable({ message: { '@type': 'type.googleapis.com/unknown', value: 1 } })).toBe(
      '"message" must be a string',
    );
    expect(undecodable({ '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: 'x' })).toBe(
      'the data must be an object',
    );
  });
});
