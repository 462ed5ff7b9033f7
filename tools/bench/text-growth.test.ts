import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { textGrowth, withMoreProse } from './text-growth.ts';

const shipped = readFileSync(fileURLToPath(new URL('../../site.config.yaml', import.meta.url)), 'utf8');

describe('the text-heavy variant', () => {
  it('adds about the asked characters of prose to the intros, and nothing else', () => {
    const { source, added } = withMoreProse(shipped, 5000);
    expect(added).toBeGreaterThanOrEqual(5000);
    expect(added).toBeLessThan(5100);
    const before = parse(shipped) as { sections: { intro?: string }[] };
    const after = parse(source) as { sections: { intro?: string }[] };
    after.sections.forEach((section, index) => {
      const original = before.sections[index]!.intro;
      if (original === undefined) expect(section.intro).toBeUndefined();
      else expect(section.intro!.startsWith(original)).toBe(true);
    });
  });

  it('counts growth per 1,000 characters and names JavaScript that changed', () => {
    const base = { js: { 'a-1.js': 100, 'b-1.js': 50 }, jsGzip: 150, htmlGzip: 1000 };
    expect(textGrowth(base, { ...base, htmlGzip: 1500 }, 5000)).toEqual({
      charactersAdded: 5000,
      jsGrowthGzip: 0,
      htmlGrowthGzip: 500,
      changedJs: [],
      jsPer1000Characters: 0,
      htmlPer1000Characters: 100,
    });
    expect(
      textGrowth(base, { js: { 'a-2.js': 160, 'b-1.js': 50 }, jsGzip: 210, htmlGzip: 1000 }, 5000).changedJs,
    ).toEqual(['a-1.js', 'a-2.js']);
  });
});
