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
  /* A sentence under one field of a row must not stretch its neighbour's label from its input. */
  align-content: start;
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

export const Select = styled('select')`
  ${control}
  appearance: auto;
`;

/** The switch between the general message and the licence request: two radios drawn as one segmented control. */
export const ModeSwitch = styled('fieldset')`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.25rem;
  margin: 0;
  padding: 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.mq.sm} {
    grid-column: 1 / -1;
    justify-self: start;
    grid-template-columns: auto auto;
  }
  & > legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  & > label {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    text-align: center;
    min-height: 2.5rem;
    padding: 0.4rem 0.75rem;
    border-radius: 999px;
    font-size: 0.9375rem;
    font-weight: 600;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  & > label:has(input:checked) {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
  & > label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  /* The radio itself covers its label, invisible: a press anywhere on the label is a press on it. */
  & input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

/** Text that spans the form's width, e.g. the required-fields hint and the indicative fee. */
export const FormNote = styled('p')`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.mutedText};
  ${({ theme }) => theme.mq.sm} {
    grid-column: 1 / -1;
  }
  & strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

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

/** The sentence beside a field the function refused, in the site's words. */
export const FieldError = styled('p')`
  margin: 0.375rem 0 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  /* A mark for the eye only: the empty alternative keeps it out of the field's description. */
  &::before {
    content: '⚠' / '';
    margin-inline-end: 0.375rem;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const InlineNotice = styled('p')`
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
`;
