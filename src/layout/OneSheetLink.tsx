import styled from '@emotion/styled';
import { useBuildArtifacts } from '../build-artifacts.tsx';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { fill } from '../../functions/src/contract/fill.ts';

const Link = styled('a')`
  display: inline-block;
  margin-top: 2rem;
  font-weight: 600;
  text-decoration-color: ${({ theme }) => theme.colors.accent};
  text-underline-offset: 0.2em;
  ${({ theme }) => theme.mq.hover} {
    &:hover {
      color: ${({ theme }) => theme.colors.accent};
    }
  }
`;

/** The one-sheet's download link, where `oneSheet.link.placement` names: this section's id or 'footer'. */
export function OneSheetLink({ at }: { at: string }) {
  const { oneSheet } = useSiteConfig();
  const { oneSheet: sheet } = useBuildArtifacts();
  if (!sheet || oneSheet.link.placement !== at) return null;
  return (
    <Link href={sheet.href} download type="application/pdf">
      {fill(oneSheet.link.label, { size: sheet.size })}
    </Link>
  );
}
