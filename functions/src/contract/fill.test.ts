import { describe, expect, it } from 'vitest';
import { fill } from './fill.ts';

describe('fill', () => {
  it('replaces known placeholders', () => {
    expect(fill('Play {title}', { title: 'Happy Ad' })).toBe('Play Happy Ad');
  });

  it('inserts values literally, even with $ patterns', () => {
    expect(fill('Play {title}', { title: "$& $1 $'" })).toBe("Play $& $1 $'");
  });

  it('keeps unknown placeholders and does not re-expand inserted braces', () => {
    expect(fill('{title} from {host}', { title: '{host}' })).toBe('{host} from {host}');
  });
});
