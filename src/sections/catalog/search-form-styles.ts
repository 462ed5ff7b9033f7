import styled from '@emotion/styled';
import { noScript } from '../../ui/no-script.ts';

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

/** On a phone beside the Filters control, on a line of its own where the filters show. */
export const Count = styled('p')`
  flex: 1 1 6rem;
  align-self: center;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
  ${({ theme }) => theme.mq.md} {
    flex-basis: 100%;
  }
`;

/*
 * A closed <details> shows its content only where the browser lets CSS reach it, through
 * ::details-content (Chromium 131, Safari 18.4, Firefox 143); there a wide screen shows the
 * filters without the control, as if the fold were not there. An older browser keeps the
 * control at every width: the filters are one press away, never lost.
 */
const detailsContent = '@supports selector(::details-content)';

/**
 * The filters behind a press on a phone: a native <details>, which opens before the script is
 * awake and tells assistive technology whether it is open. Its control reads "Filters (2)" while
 * two are chosen (the script writes it), so a search from the address shows what it hides.
 */
export const Filters = styled('details')`
  &[open] {
    flex-basis: 100%;
  }
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.625rem;
    min-height: 2.5rem;
    padding: 0.375rem 0.875rem;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.9375rem;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The browser's triangle is gone with the list style; this chevron says the fold opens downwards. */
  summary::after {
    content: '';
    width: 0.45em;
    height: 0.45em;
    margin-top: -0.2em;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  &[open] summary::after {
    margin-top: 0.2em;
    transform: rotate(-135deg);
  }
  ${detailsContent} {
    ${({ theme }) => theme.mq.md} {
      display: contents;
      summary {
        display: none;
      }
      &::details-content {
        display: contents;
        content-visibility: visible;
      }
    }
  }
`;

/** The filters as they wrap beside each other; from the medium breakpoint they flow with the box's form itself. */
export const FilterFields = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem 1rem;
  margin-top: 0.75rem;
  ${detailsContent} {
    ${({ theme }) => theme.mq.md} {
      display: contents;
    }
  }
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
