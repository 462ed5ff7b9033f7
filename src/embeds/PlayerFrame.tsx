import styled from '@emotion/styled';
import type { Ref } from 'react';

const IFrame = styled('iframe')`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
  display: block;
`;

interface PlayerFrameProps {
  src: string;
  title: string;
  loading?: 'lazy' | undefined;
  ref?: Ref<HTMLIFrameElement>;
}

/** The third-party player itself, with the permissions a music or video player needs. */
export function PlayerFrame({ src, title, loading, ref }: PlayerFrameProps) {
  return (
    <IFrame
      ref={ref}
      src={src}
      title={title}
      loading={loading}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
