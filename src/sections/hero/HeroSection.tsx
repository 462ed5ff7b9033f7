import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { SectionShell } from '../../layout/SectionShell.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import type { SectionProps } from '../define.ts';
import { useHomeHref } from '../../layout/home-href.ts';

// Fixed heights (percent) for the decorative level meter: deterministic, so server and client agree.
const meterLevels = [
  34, 52, 71, 46, 88, 63, 40, 76, 95, 58, 37, 69, 84, 50, 29, 61, 90, 72, 44, 66, 81, 39, 57, 74, 48, 92, 64, 35,
];

// WCAG 2.2.2: movement that starts by itself must end within 5 s or offer a pause. Three strokes of
// 1.6 s end at 4.8 s on the bars' full heights. The endless loop this replaces also cost Chromium
// without a GPU 0.6 s of CPU every second the hero was on screen (measured headless at 360 px).
const PULSE_SECONDS = 1.6;
const PULSES = 3;

const pulse = keyframes`
  from {
    transform: scaleY(0.55);
  }
  to {
    transform: scaleY(1);
  }
`;

// Text and CSS only: the title is the page's largest paint, so nothing here waits on a download.
const Backdrop = styled('div')`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  align-content: center;
  min-height: min(calc(100svh - ${({ theme }) => theme.navHeight}), 56rem);
  background:
    radial-gradient(
      60rem 36rem at 88% -8%,
      color-mix(in srgb, ${({ theme }) => theme.hero.glow} 30%, transparent),
      transparent 70%
    ),
    radial-gradient(
      42rem 30rem at -12% 112%,
      color-mix(in srgb, ${({ theme }) => theme.hero.glow} 12%, transparent),
      transparent 70%
    ),
    linear-gradient(165deg, ${({ theme }) => theme.hero.from} 25%, ${({ theme }) => theme.hero.to});
`;

const Meter = styled('div')`
  position: absolute;
  z-index: -1;
  inset-inline-end: 4%;
  bottom: 0;
  display: flex;
  align-items: flex-end;
  gap: 0.4rem;
  height: 38%;
  opacity: 0.18;
  mask-image: linear-gradient(90deg, transparent, #000 35%);
  span {
    width: 0.3rem;
    border-radius: 999px 999px 0 0;
    background: linear-gradient(180deg, ${({ theme }) => theme.hero.glow}, transparent);
    transform-origin: bottom;
    animation: ${pulse} ${PULSE_SECONDS}s ease-in-out ${PULSES} alternate forwards;
  }
  ${meterLevels.map((level, index) => `span:nth-of-type(${index + 1}){height:${level}%;animation-delay:-${((index * 0.37) % PULSE_SECONDS).toFixed(2)}s}`).join('')}
  ${({ theme }) => theme.mq.md} {
    height: 45%;
    opacity: 0.28;
    gap: 0.6rem;
    span {
      width: 0.4rem;
    }
  }
`;

const Content = styled('div')`
  max-width: 54rem;
`;

const Eyebrow = styled('p')`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  &::before {
    content: '';
    flex: none;
    width: 2rem;
    height: 2px;
    background: currentColor;
  }
`;

const Title = styled('h1')`
  margin-top: 1.5rem;
  max-width: 15ch;
  font-size: clamp(2.75rem, 9vw, 6rem);
  font-weight: 800;
  line-height: 1.02;
  letter-spacing: -0.035em;
  text-wrap: balance;
`;

const Tagline = styled('p')`
  margin-top: 1.5rem;
  max-width: 38rem;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: clamp(1.0625rem, 2.2vw, 1.3125rem);
`;

const Actions = styled('div')`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  margin-top: 2.5rem;
`;

export default function HeroSection({ section }: SectionProps<'hero'>) {
  const homeHref = useHomeHref();
  return (
    <Backdrop>
      <SectionShell id={section.id}>
        <Content>
          {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
          <Title>{section.title}</Title>
          <Tagline>{section.tagline}</Tagline>
          {section.actions.length > 0 && (
            <Actions>
              {section.actions.map((action, index) => (
                <ButtonLink
                  key={`${index}-${action.target}`}
                  href={homeHref(`#${action.target}`)}
                  $variant={action.variant}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </Actions>
          )}
        </Content>
      </SectionShell>
      <Meter aria-hidden="true">
        {meterLevels.map((level, index) => (
          <span key={`${index}-${level}`} />
        ))}
      </Meter>
    </Backdrop>
  );
}
