import type { Theme as ThemeConfig } from '../../functions/src/contract/site-config.generated.ts';

/** Everything a styled component may read; built once from the config's `theme` block. */
export interface AppTheme {
  colors: ThemeConfig['colors'];
  fonts: { heading: string; body: string };
  radius: string;
  hero: { from: string; to: string; glow: string };
  /**
   * Media queries, mobile first. `hover` holds hover effects: on a touch screen a tap would leave
   * them on (a "sticky" hover) and restyle the control while its island wakes.
   */
  mq: { sm: string; md: string; lg: string; hover: string };
  /** Width of the content column. */
  maxWidth: string;
  /** Height of the sticky top bar: anchored sections stop this far below the viewport top. */
  navHeight: string;
}

export function buildTheme(theme: ThemeConfig): AppTheme {
  const { colors } = theme;
  return {
    colors,
    fonts: { heading: theme.fonts.heading, body: theme.fonts.body },
    radius: `${theme.radius}px`,
    hero: {
      from: theme.hero.from ?? colors.background,
      to: theme.hero.to ?? colors.surface,
      glow: theme.hero.glow ?? colors.accent,
    },
    mq: {
      sm: '@media (min-width: 640px)',
      md: '@media (min-width: 768px)',
      lg: '@media (min-width: 1024px)',
      hover: '@media (hover: hover)',
    },
    maxWidth: '72rem',
    navHeight: '4rem',
  };
}
