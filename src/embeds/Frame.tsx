import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { aspectRatioCss, parseRatio } from './ratio.ts';

const Box = styled('div')<{ $aspect: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $aspect }) => $aspect};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  /* A shadow, not a border, so the box keeps the exact ratio of its content. */
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border};
  isolation: isolate;
`;

/** A box of the configured shape that reserves its height before anything loads in it. */
export function Frame({ ratio, children }: { ratio: string; children: ReactNode }) {
  return (
    <Box data-embed-frame="" $aspect={aspectRatioCss(parseRatio(ratio))}>
      {children}
    </Box>
  );
}
