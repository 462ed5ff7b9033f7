import { expect, it } from 'vitest';
import { checkThemeContrast, contrastRatio } from './contrast.ts';

it('computes WCAG contrast ratios, shorthand colours included', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
});

it('checks the hero gradient ends against the text colour, and skips colours the schema rejects', () => {
  const colors = {
    background: '#000000',
    surface: '#000000',
    text: '#ffffff',
    mutedText: '#cccccc',
    accent: '#ffcc00',
    accentText: '#000000',
  };
  expect(checkThemeContrast({ colors, hero: { from: '#000000', to: '#eeeeee' } })).toEqual([
    {
      path: ['theme', 'colors', 'text'],
      at: 'value',
      message: 'text #ffffff on hero.to #eeeeee has a contrast of 1.16:1; text needs at least 4.5:1 (WCAG AA)',
    },
  ]);
  expect(checkThemeContrast({ colors: { ...colors, text: 'white', background: 12 } })).toEqual([]);
});
