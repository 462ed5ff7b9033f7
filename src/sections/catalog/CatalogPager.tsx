import styled from '@emotion/styled';
import { plainList } from '../../theme/plain-list.ts';
import { fill } from '../../../functions/src/contract/fill.ts';
import { catalogPagePath } from './catalog-pages.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

type Labels = Pick<CatalogSection['labels'], 'pages' | 'pageOf' | 'previousPage' | 'nextPage'>;

const Nav = styled('nav')`
  margin-top: 2rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    ${plainList}
  }
  a,
  [aria-current],
  li > span {
    /* A finger's target, not the digit's (WCAG 2.5.8). */
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 0.5rem;
    border-radius: ${({ theme }) => theme.radius};
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
  [aria-current] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 700;
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** The pages a link is drawn to: the first, the last, and two either side of this one; gaps stand between. */
export function pagesShown(page: number, pages: number): Array<number | 'gap'> {
  const near = [...new Set([1, ...Array.from({ length: 5 }, (_, i) => page - 2 + i), pages])].filter(
    (n) => n >= 1 && n <= pages,
  );
  return near.flatMap((n, i) => (i > 0 && n - near[i - 1]! > 1 ? (['gap', n] as const) : [n]));
}

/**
 * The catalog's numbered pages as plain links, so every track is reachable without JavaScript:
 * where this page stands, the one before and after, the first, the last and those near.
 */
export function CatalogPager({
  id,
  sectionId,
  page,
  pages,
  labels,
}: {
  id: string;
  sectionId: string;
  page: number;
  pages: number;
  labels: Labels;
}) {
  const href = (n: number) => catalogPagePath(sectionId, n);
  return (
    <Nav id={id} aria-label={labels.pages}>
      <p>{fill(labels.pageOf, { page: String(page), pages: String(pages) })}</p>
      <ol>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev">
              {labels.previousPage}
            </a>
          </li>
        )}
        {pagesShown(page, pages).map((n, i) => (
          <li key={n === 'gap' ? `gap-${i}` : n}>
            {n === 'gap' ? (
              <span aria-hidden="true">…</span>
            ) : n === page ? (
              <a href={href(n)} aria-current="page">
                {n}
              </a>
            ) : (
              <a href={href(n)}>{n}</a>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <a href={href(page + 1)} rel="next">
              {labels.nextPage}
            </a>
          </li>
        )}
      </ol>
    </Nav>
  );
}
