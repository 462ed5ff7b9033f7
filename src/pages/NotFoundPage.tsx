import styled from '@emotion/styled';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { Island } from '../islands/Island.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import notFoundLog from './NotFoundLog.island.ts';

const Main = styled('main')`
  display: grid;
  place-items: center;
  min-height: 100svh;
  padding: 2rem 1.25rem;
  text-align: center;
  background:
    radial-gradient(
      ellipse 60% 45% at 50% 38%,
      color-mix(in srgb, ${({ theme }) => theme.hero.glow} 18%, transparent),
      transparent 70%
    ),
    linear-gradient(180deg, ${({ theme }) => theme.hero.from}, ${({ theme }) => theme.hero.to});
`;

const Code = styled('p')`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(5.5rem, 24vw, 10rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.accent};
  text-shadow: 0 0 48px color-mix(in srgb, ${({ theme }) => theme.hero.glow} 45%, transparent);
`;

const Title = styled('h1')`
  margin-block: 1rem 2rem;
  font-size: clamp(1.5rem, 5vw, 2.25rem);
`;

export function NotFoundPage() {
  const { notFound } = useSiteConfig();
  return (
    <Main>
      <div>
        <Code>{notFound.code}</Code>
        <Title>{notFound.title}</Title>
        {/* A full page load, so home arrives prerendered with its own head tags. */}
        <ButtonLink href="/">{notFound.linkLabel}</ButtonLink>
      </div>
      <Island of={notFoundLog} when="idle" props={{}} />
    </Main>
  );
}
