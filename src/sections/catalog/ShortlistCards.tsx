import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { Island } from '../../islands/Island.tsx';
import type { ShortlistCardsProps } from '../../shortlist/view.ts';
import { shortlistPlayerProps } from './island-props.ts';
import ShortlistPlayer from './ShortlistPlayer.island.tsx';
import { TrackCard } from './TrackCard.tsx';
import { TrackList } from './TrackList.tsx';
import { Waveform } from './Waveform.tsx';
import { EnergyCurve } from './EnergyCurve.tsx';

/**
 * A shortlist's tracks with the catalog's cards, rendered when it is created: each player an
 * island woken by the recipient's first touch, so the page loads no player code (nor React)
 * before a press, and no audio until play.
 */
export default function ShortlistCards({ section, tracks, shortlist }: ShortlistCardsProps<CatalogSection>) {
  const config = useSiteConfig();
  return (
    <TrackList>
      {tracks.map((track) => {
        const main = track.versions[0];
        return (
          <TrackCard
            key={track.id}
            track={track}
            labels={section.labels}
            lang={config.site.lang}
            id={`shortlist-${track.id}`}
            // Right below the page's h1, the shortlist's title.
            heading="h2"
            length={main?.durationSeconds}
            player={
              <Island
                of={ShortlistPlayer}
                when="interaction"
                display="block"
                props={shortlistPlayerProps(track, { section, shortlist }, config.artist.name)}
              >
                {main?.peaks && <Waveform peaks={main.peaks} />}
                {main?.energy && <EnergyCurve energy={main.energy} />}
              </Island>
            }
          />
        );
      })}
    </TrackList>
  );
}
