/**
 * Whether a background is dark, by its relative luminance (WCAG): the browser then draws its
 * own parts (date pickers' icons, select arrows, scrollbars) light on dark rather than black.
 */
export function colorScheme(background: string): 'dark' | 'light' {
  const hex = background.slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (at: number) => {
    const value = parseInt(full.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Where black and white text contrast equally with it.
  return luminance < 0.179 ? 'dark' : 'light';
}
