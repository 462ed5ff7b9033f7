import styled from '@emotion/styled';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

const Form = styled('form')`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
  label {
    display: grid;
    gap: 0.25rem;
    flex: 1 1 16rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  input,
  button {
    min-height: 2.75rem;
    padding: 0.375rem 0.75rem;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    font: inherit;
    font-size: 1rem;
  }
  input {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    border-color: transparent;
    font-weight: 700;
    cursor: pointer;
  }
`;

/**
 * The home page's way into the catalog's search: a plain form that opens the catalog page with
 * the words in its address, so it costs the home page no JavaScript and works without any.
 */
export function SearchLink({
  action,
  labels,
}: {
  action: string;
  labels: Pick<CatalogSection['labels'], 'search' | 'searchSubmit'>;
}) {
  return (
    <Form role="search" action={action} method="get" aria-label={labels.search}>
      <label>
        {labels.search}
        <input type="search" name="q" autoComplete="off" />
      </label>
      <button type="submit">{labels.searchSubmit}</button>
    </Form>
  );
}
