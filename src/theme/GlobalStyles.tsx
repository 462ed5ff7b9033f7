import { Global, css, useTheme } from '@emotion/react';
import type { Theme as ThemeConfig } from '../../functions/src/contract/site-config.generated.ts';
import { colorScheme } from './color-scheme.ts';

export function GlobalStyles({ faces }: { faces: ThemeConfig['fonts']['faces'] }) {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        ${faces
          .map(
            (face) =>
              `@font-face{font-family:'${face.family}';src:url(${JSON.stringify(face.src)}) format('woff2');font-weight:${face.weight};font-style:${face.style};font-display:swap;}`,
          )
          .join('\n')}
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          color-scheme: ${colorScheme(theme.colors.background)};
          scroll-behavior: smooth;
          -webkit-text-size-adjust: 100%;
        }
        body {
          margin: 0;
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          font-family: ${theme.fonts.body};
          font-size: 1rem;
          line-height: 1.6;
          -webkit-font-smoothing: antialiased;
          animation: page-fade-in 0.45s ease-out both;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${theme.fonts.heading};
          line-height: 1.15;
          margin: 0;
        }
        p {
          margin: 0;
        }
        img {
          max-width: 100%;
          height: auto;
          display: block;
        }
        a {
          color: inherit;
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.accent};
          outline-offset: 3px;
        }
        @keyframes page-fade-in {
          /* Not 0: Chrome records no paint (so no FCP or LCP) for content first drawn fully transparent. */
          from {
            opacity: 0.01;
          }
          to {
            opacity: 1;
          }
        }
        @media (prefers-reduced-motion: reduce) {
          html {
            scroll-behavior: auto;
          }
          *,
          *::before,
          *::after {
            animation: none !important;
            transition: none !important;
          }
        }
      `}
    />
  );
}
