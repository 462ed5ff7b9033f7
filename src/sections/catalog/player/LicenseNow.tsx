import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { fill } from '../../../../functions/src/contract/fill.ts';
import { plainList } from '../../../theme/plain-list.ts';
import { noScript } from '../../../ui/no-script.ts';
import type { BuyOffer } from './buy-offer.ts';
import { BuyForm } from './BuyForm.tsx';

// Buying needs the page's script; without it the licence request link beside the player stays.
const Panel = styled('section')`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${noScript} {
    display: none;
  }
`;

const Title = styled('p')`
  font-weight: 700;
`;

const Intro = styled('p')`
  margin-top: 0.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Rates = styled('ul')`
  ${plainList}
  margin-top: 0.75rem;
  display: grid;
  gap: 0.5rem;
`;

/** One use: its words, its price and its button; the button wraps under on a phone. */
const Rate = styled('li')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  span {
    flex: 1 1 12rem;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Choose = styled('button')`
  min-height: 2.5rem;
  padding: 0.25rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  font-size: 0.875rem;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/**
 * A track's fixed-price licences ("License now"), for the version the player has chosen: each
 * use in plain words with its price, and the buyer's form under the one chosen.
 */
export function LicenseNow({
  offer,
  version,
  quote,
}: {
  offer: BuyOffer;
  version: string;
  quote: { href: string; inPlace: boolean };
}) {
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const { labels } = offer;
  const rate = offer.rates.find((candidate) => candidate.index === chosen);
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{labels.licenseNow}</Title>
      <Intro>{fill(labels.intro, { version })}</Intro>
      <Rates>
        {offer.rates.map(({ index, use, price }) => (
          <Rate key={index}>
            <span>{use}</span>
            <strong dir="ltr">{price}</strong>
            <Choose
              type="button"
              aria-expanded={index === chosen}
              aria-controls={`${id}-form`}
              aria-label={`${labels.licenseNow}: ${use}, ${price}`}
              onClick={() => setChosen(index === chosen ? null : index)}
            >
              {labels.licenseNow}
            </Choose>
          </Rate>
        ))}
      </Rates>
      <div id={`${id}-form`}>
        {rate && (
          <BuyForm offer={offer} version={version} rate={rate.index} quote={quote} onCancel={() => setChosen(null)} />
        )}
      </div>
    </Panel>
  );
}
