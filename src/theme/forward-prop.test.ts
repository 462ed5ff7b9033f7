import { describe, expect, it } from 'vitest';
import forwardProp from './forward-prop';

describe('forwardProp', () => {
  it('keeps transient $-props and Emotion’s own props off the element', () => {
    for (const prop of ['$tone', '$open', 'theme', 'as']) expect(forwardProp(prop)).toBe(false);
  });

  it('passes every other prop on, as plain JSX would', () => {
    for (const prop of ['id', 'className', 'href', 'aria-expanded', 'data-embed-frame', 'onClick', 'fetchPriority']) {
      expect(forwardProp(prop)).toBe(true);
    }
  });
});
