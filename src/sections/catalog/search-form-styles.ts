import styled from '@emotion/styled';
import { noScript } from '../../ui/no-script';

/** The catalog search's look: the box on a line of its own, the filters wrapping beside each other below it. */
export const Form = styled('form')`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem 1rem;
  margin-bottom: 1.5rem;
  ${noScript} {
    display: none;
  }
  [hidden] {
    display: none;
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  select,
  input {
    min-height: 2.5rem;
    padding: 0.375rem 0.5rem;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 0.9375rem;
  }
  input[type='number'] {
    width: 5.5rem;
  }
  fieldset {
    display: flex;
    gap: 0.5rem;
    border: 0;
    padding: 0;
    margin: 0;
  }
  legend {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.mutedText};
    margin-bottom: 0.25rem;
  }
`;

export const Query = styled('div')`
  flex-basis: 100%;
  display: grid;
  gap: 0.25rem;
  input {
    width: 100%;
    font-size: 1rem;
  }
`;

export const Hint = styled('p')`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export const Check = styled('label')`
  && {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.5rem;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.text};
  }
  input {
    min-height: auto;
    width: 1.125rem;
    height: 1.125rem;
  }
`;

export const Clear = styled('button')`
  min-height: 2.5rem;
  padding: 0.375rem 0.875rem;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9375rem;
  cursor: pointer;
`;

export const Count = styled('p')`
  flex-basis: 100%;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Under the results, across the column: the next step after the last card. */
export const More = styled(Clear)`
  display: block;
  width: 100%;
  min-height: 2.75rem;
  margin-top: 1.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
  &[hidden] {
    display: none;
  }
`;

/** Find by a file: a line of its own under the filters, which a file can be dropped on. */
export const ByFile = styled('fieldset')`
  && {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.75rem 1rem;
    padding: 0.75rem;
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    /* A fieldset is as wide as its content by default: the file field's name would push it off a phone's screen. */
    min-width: 0;
  }
  label {
    max-width: 100%;
  }
  &[data-over] {
    border-color: ${({ theme }) => theme.colors.accent};
    border-style: solid;
  }
  input[type='file'] {
    width: 100%;
    padding: 0.375rem;
  }
  p {
    flex-basis: 100%;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;
