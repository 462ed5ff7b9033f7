import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

type ButtonVariant = 'primary' | 'secondary';

const buttonStyles = ({ theme, $variant: variant = 'primary' }: { theme: Theme; $variant?: ButtonVariant }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.875rem;
  padding: 0.75rem 1.5rem;
  border-radius: ${theme.radius};
  border: 2px solid ${theme.colors.accent};
  font: inherit;
  font-weight: 700;
  font-size: 0.9375rem;
  text-decoration: none;
  cursor: pointer;
  transition:
    transform 0.15s ease,
    background-color 0.15s ease,
    color 0.15s ease;
  background: ${variant === 'primary' ? theme.colors.accent : 'transparent'};
  color: ${variant === 'primary' ? theme.colors.accentText : theme.colors.text};
  ${theme.mq.hover} {
    &:hover {
      transform: translateY(-1px);
      background: ${theme.colors.accent};
      color: ${theme.colors.accentText};
      filter: ${variant === 'primary' ? 'brightness(1.08)' : 'none'};
    }
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
    transform: none;
  }
`;

/** A link that looks like a button: in-page actions stay links so they work without JavaScript. */
export const ButtonLink = styled('a')<{ $variant?: ButtonVariant }>(buttonStyles);

export const Button = styled('button')<{ $variant?: ButtonVariant }>(buttonStyles);
