import { describe, expect, it } from 'vitest';
import { colorScheme } from './color-scheme.ts';

describe('colorScheme', () => {
  it('calls a background dark when white text contrasts with it more than black', () => {
    expect(colorScheme('#0b0b0f')).toBe('dark');
    expect(colorScheme('#000')).toBe('dark');
    expect(colorScheme('#777777')).toBe('light');
    expect(colorScheme('#fafaf7')).toBe('light');
    expect(colorScheme('#1e3a8a')).toBe('dark');
  });
});
