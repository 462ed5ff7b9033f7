import styled from '@emotion/styled';
import { fill } from '../../../functions/src/contract/fill.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

const More = styled('p')`
  margin-top: 1.5rem;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The link to the catalog page, "All 6 tracks", under a selection of them. */
export function AllTracks({
  sectionId,
  total,
  label,
}: {
  sectionId: string;
  total: number;
  label: CatalogSection['labels']['allTracks'];
}) {
  return (
    <More>
      <a href={`/${sectionId}`}>{fill(label, { total: String(total) })}</a>
    </More>
  );
}
