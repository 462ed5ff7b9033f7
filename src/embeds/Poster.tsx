import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { Image } from '../../functions/src/contract/site-config.generated.ts';
import { PlayIcon } from '../ui/icons.tsx';

const Cover = styled('div')`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: 1rem;
  text-align: center;
  z-index: 0;
  background:
    radial-gradient(
      circle at 50% 42%,
      color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent),
      transparent 58%
    ),
    linear-gradient(160deg, ${({ theme }) => theme.colors.surface}, ${({ theme }) => theme.colors.background});
`;

const Picture = styled('img')`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  z-index: -1;
`;

/** Keeps the title and small print readable over any poster picture. */
const Scrim = styled('div')`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(
    180deg,
    color-mix(in srgb, ${({ theme }) => theme.colors.background} 35%, transparent),
    color-mix(in srgb, ${({ theme }) => theme.colors.background} 90%, transparent)
  );
`;

/** The play disc, raised while the poster is pointed at or focused. */
const lifted = ({ theme }: { theme: Theme }) => css`
  transform: scale(1.08);
  box-shadow: 0 0 0 10px color-mix(in srgb, ${theme.colors.accent} 20%, transparent);
`;

const PlayButton = styled('button')`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  max-width: 100%;
  padding: 0.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  /* The whole poster answers the click, not just the round button. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible > span:first-of-type {
    ${lifted}
  }
  ${({ theme }) => theme.mq.hover} {
    &:hover > span:first-of-type {
      ${lifted}
    }
  }
`;

const Disc = styled('span')`
  display: grid;
  place-items: center;
  width: clamp(3.5rem, 12vw, 4.5rem);
  aspect-ratio: 1;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  box-shadow: 0 10px 30px color-mix(in srgb, ${({ theme }) => theme.colors.background} 60%, transparent);
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  svg {
    margin-left: 8%;
  }
`;

const Title = styled('span')`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.0625rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Note = styled('p')`
  position: absolute;
  inset-inline: 0.75rem;
  bottom: 0.625rem;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.75rem;
  line-height: 1.4;
  pointer-events: none;
`;

interface PosterProps {
  title: string;
  playLabel: string;
  note: string;
  image?: Image | undefined;
  onPlay: () => void;
}

/** What a click-to-load player shows until the visitor asks for it: nothing from the player's site. */
export function Poster({ title, playLabel, note, image, onPlay }: PosterProps) {
  return (
    <Cover>
      {image && (
        <>
          <Picture
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
          <Scrim />
        </>
      )}
      <PlayButton type="button" aria-label={playLabel} onClick={onPlay}>
        <Disc>
          <PlayIcon size={28} />
        </Disc>
        <Title>{title}</Title>
      </PlayButton>
      <Note>{note}</Note>
    </Cover>
  );
}
