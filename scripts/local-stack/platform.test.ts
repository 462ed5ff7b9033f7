import { describe, expect, it } from 'vitest';
import { unsupportedPlatform } from './platform.ts';

describe('supported platforms', () => {
  it('runs on macOS and Linux and sends Windows users to WSL 2 in one line', () => {
    expect(unsupportedPlatform('darwin')).toBeUndefined();
    expect(unsupportedPlatform('linux')).toBeUndefined();
    const message = unsupportedPlatform('win32');
    expect(message).toMatch(/WSL 2/);
    expect(message).not.toContain('\n');
  });
});
