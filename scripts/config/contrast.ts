import type { ConfigIssue } from './config-error.ts';
import { schemaDef } from './schema.ts';
import { valueAt } from './value-at.ts';

/** WCAG 2.x relative luminance of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const linear = (at: number) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(0) + 0.7152 * linear(2) + 0.0722 * linear(4);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG 2.2 AA for normal-size text. */
export const MINIMUM_CONTRAST = 4.5;

/**
 * Foreground/background pairs the page actually draws: text and muted text on the page
 * and on cards, text on accent buttons, the accent as link colour on the page, and the
 * title on the hero gradient's two ends.
 */
const PAIRS: readonly (readonly [fg: string, bg: string])[] = [
  ['colors.text', 'colors.background'],
  ['colors.text', 'colors.surface'],
  ['colors.mutedText', 'colors.background'],
  ['colors.mutedText', 'colors.surface'],
  ['colors.accentText', 'colors.accent'],
  ['colors.accent', 'colors.background'],
  ['colors.text', 'hero.from'],
  ['colors.text', 'hero.to'],
];

// The schema's pattern, compiled as ajv does (`u`), so a colour is measured exactly when the schema accepts it.
const COLOUR = new RegExp(String(schemaDef('color').pattern), 'u');

export function isColour(value: unknown): value is string {
  return typeof value === 'string' && COLOUR.test(value);
}

function colourAt(theme: unknown, dotted: string): string | undefined {
  const value = valueAt(theme, dotted.split('.'));
  return isColour(value) ? value : undefined;
}

const label = (dotted: string): string => dotted.replace(/^colors\./, '');

/** Rounded down, so a pair that fails never prints as 4.50:1. */
function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** Every pair under 4.5:1, located at the foreground colour (the one usually changed). */
export function checkThemeContrast(theme: unknown): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const [fgPath, bgPath] of PAIRS) {
    const fg = colourAt(theme, fgPath);
    const bg = colourAt(theme, bgPath);
    if (!fg || !bg) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio >= MINIMUM_CONTRAST) continue;
    issues.push({
      path: ['theme', ...fgPath.split('.')],
      at: 'value',
      message:
        `${label(fgPath)} ${fg} on ${label(bgPath)} ${bg} has a contrast of ${formatRatio(ratio)}; ` +
        `text needs at least ${MINIMUM_CONTRAST}:1 (WCAG AA)`,
    });
  }
  return issues;
}
