import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { loudnessText } from '../../../functions/src/contract/fact-text.ts';
import { Disclosure } from './Disclosure.tsx';

type Track = CatalogSection['tracks'][number];
type Labels = CatalogSection['labels'];

type Party = { name: string; share: number; pro?: string; ipi?: string };

/** A track's rights as the config or a shortlist's stored copy gives them. */
export type CardRights = Omit<Track['rights'], 'writers' | 'publishers'> & {
  writers: readonly Party[];
  publishers: readonly Party[];
};

/** "Name 50% (ASCAP, IPI 00123456789)" for each party, as a cue sheet lists them. */
const shares = (people: readonly Party[]): string =>
  people
    .map(
      (p) =>
        `${p.name} ${p.share}%${p.pro ? ` (${p.pro}${p.ipi ? `, IPI ${p.ipi}` : ''})` : p.ipi ? ` (IPI ${p.ipi})` : ''}`,
    )
    .join('; ');

/**
 * What a buyer's clearance team needs, one click away: master, writers, publishers, codes, samples,
 * and the master's measured loudness (a mix engineer's first question about the delivered file).
 */
export function RightsBlock({
  rights,
  labels,
  loudness,
}: {
  rights: CardRights;
  labels: Labels;
  loudness?: Track['loudness'];
}) {
  return (
    <Disclosure>
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
        {loudness && (
          <>
            <dt>{labels.masterLoudness}</dt>
            <dd>{loudnessText(loudness)}</dd>
          </>
        )}
      </dl>
    </Disclosure>
  );
}
