import styled from '@emotion/styled';
import { useState } from 'react';
import { noScript } from '../../../ui/no-script.ts';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';

const Button = styled('button')`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  cursor: pointer;
  min-height: 1.5rem;
  ${noScript} {
    display: none;
  }
`;

const Address = styled('input')`
  min-width: 0;
  flex: 1 1 14rem;
  padding: 0.25rem 0.5rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
`;

const COPIED_MS = 2500;

/**
 * Copies the address of the track's own page, to paste in a chat where it unfolds into the track.
 * Where the browser refuses the clipboard (an http page, a denied permission) the address is shown
 * selected instead, for the buyer to copy by hand.
 */
export function CopyLink({
  url,
  labels,
}: {
  url: string;
  labels: Pick<CatalogSection['labels'], 'copyLink' | 'linkCopied'>;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'shown'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
      setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('shown');
    }
  };
  return (
    <>
      <Button type="button" onClick={() => void copy()}>
        <span aria-live="polite">{state === 'copied' ? labels.linkCopied : labels.copyLink}</span>
      </Button>
      {state === 'shown' && (
        <Address readOnly value={url} aria-label={labels.copyLink} ref={(input) => input?.select()} />
      )}
    </>
  );
}
