import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';

export const Form = styled('form')`
  position: relative;
  display: grid;
  gap: 1.25rem;
  padding: 1.5rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: 1fr 1fr;
    padding: 2rem;
  }
`;

export const Field = styled('div')<{ $wide?: boolean }>`
  display: grid;
  gap: 0.5rem;
  min-width: 0;
  ${({ theme }) => theme.mq.sm} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

export const Label = styled('label')`
  font-size: 0.875rem;
  font-weight: 600;
  letter-spacing: 0.01em;
`;

const control = ({ theme }: { theme: Theme }) => `
  width: 100%;
  min-height: 2.875rem;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${theme.colors.border};
  border-radius: calc(${theme.radius} * 0.6);
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &::placeholder {
    color: ${theme.colors.mutedText};
    opacity: 0.8;
  }
  &:hover {
    border-color: ${theme.colors.mutedText};
  }
  &:focus-visible {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.accent} 35%, transparent);
  }
  &[readonly] {
    opacity: 0.75;
  }
`;

export const Input = styled('input')(control);

export const TextArea = styled('textarea')`
  ${control}
  min-height: 10rem;
  resize: vertical;
`;

/** Bots fill every field; people never see this one, so a value in it marks a bot. */
export const Honeypot = styled('div')`
  position: absolute;
  /* Start side, so in a right-to-left page it is pushed right, where nothing scrolls to it. */
  inset-inline-start: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const Actions = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  ${({ theme }) => theme.mq.sm} {
    grid-column: 1 / -1;
  }
  & > button {
    width: 100%;
    ${({ theme }) => theme.mq.sm} {
      width: auto;
      min-width: 12rem;
    }
  }
`;

export const InlineNotice = styled('p')`
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
`;
