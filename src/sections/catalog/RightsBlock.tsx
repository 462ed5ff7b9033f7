import styled from '@emotion/styled';
import type { CatalogSection } from '../../config/site-config.generated';

type Track = CatalogSection['tracks'][number];
type Labels = CatalogSection['labels'];

const Rights = styled('details')`
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
  /* A flex summary loses the browser's triangle; this chevron says the rights open from here. */
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

type Party = { name: string; share: number; pro?: string; ipi?: string };

/** A track's rights as the config or a shortlist's stored copy gives them. */
export type CardRights = Omit<Track['rights'], 'writers' | 'publishers'> & { writers: readonly Party[]; publishers: readonly Party[] };

/** "Name 50% (ASCAP, IPI 00123456789)" for each party, as a cue sheet lists them. */
const shares = (people: readonly Party[]): string =>
  people.map((p) => `${p.name} ${p.share}%${p.pro ? ` (${p.pro}${p.ipi ? `, IPI ${p.ipi}` : ''})` : p.ipi ? ` (IPI ${p.ipi})` : ''}`).join('; ');

/** What a buyer's clearance team needs, one click away: master, writers, publishers, codes, samples. */
export function RightsBlock({ rights, labels }: { rights: CardRights; labels: Labels }) {
  return (
    <Rights>
      <summary>{labels.rights}</summary>
      <dl>
        {rights.master && (
          <>
            <dt>{labels.master}</dt>
            <dd>{rights.master}</dd>
          </>
        )}
        <dt>{labels.writers}</dt>
        <dd>{shares(rights.writers)}</dd>
        {rights.publishers.length > 0 && (
          <>
            <dt>{labels.publishers}</dt>
            <dd>{shares(rights.publishers)}</dd>
          </>
        )}
        {rights.isrc && (
          <>
            <dt>{labels.isrc}</dt>
            <dd>{rights.isrc}</dd>
          </>
        )}
        {rights.iswc && (
          <>
            <dt>{labels.iswc}</dt>
            <dd>{rights.iswc}</dd>
          </>
        )}
        <dt>{labels.samples}</dt>
        <dd>{rights.samples === 'cleared' ? labels.samplesCleared : labels.samplesNone}</dd>
      </dl>
    </Rights>
  );
}
