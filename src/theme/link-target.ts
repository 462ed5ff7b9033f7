import type { Theme } from '@emotion/react';

/**
 * A link on a line of its own, bold in the accent colour: a target of its own, a finger's height
 * rather than the text's (WCAG 2.5.8).
 */
export const linkTarget = (theme: Theme) =>
  `display:inline-flex;align-items:center;min-height:2.75rem;font-weight:700;color:${theme.colors.accent};`;
