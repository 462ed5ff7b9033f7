import styled from '@emotion/styled';

/**
 * A card's fold: a summary line that opens on a press, with or without JavaScript (a native
 * `<details>`). The rights, the track's details and its lyrics each sit behind one, so a card
 * stays short in a list of hundreds.
 */
export const Disclosure = styled('details')`
  margin-top: 0.75rem;
  font-size: 0.875rem;
  summary {
    cursor: pointer;
    font-weight: 700;
    min-height: 2.25rem;
    display: flex;
    align-items: center;
    gap: 0.625rem;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* A flex summary loses the browser's triangle; this chevron says the fold opens from here. */
  summary::before {
    content: '';
    width: 0.45em;
    height: 0.45em;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: rotate(-45deg);
    transition: transform 0.15s;
  }
  &:dir(rtl) summary::before {
    transform: rotate(135deg);
  }
  &[open] summary::before {
    transform: rotate(45deg);
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin-top: 0.5rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
  }
`;
