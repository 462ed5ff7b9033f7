import { useAudioFacts } from '../../audio/AudioFactsContext.tsx';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { licenceHref } from '../../contact/prefill.ts';
import { absoluteUrl } from '../../head/urls.ts';
import { Island } from '../../islands/Island.tsx';
import { useHomeHref } from '../../layout/home-href.ts';
import { likeAnchor, trackAnchor } from './anchors.ts';
import { playerProps } from './island-props.ts';
import { buyOfferOf } from './buy-offer.ts';
import { isSound } from './sound/sound-space.ts';
import { trackPath } from './track-page.ts';
import { TrackCard } from './TrackCard.tsx';
import TrackPlayer from './TrackPlayer.island.tsx';
import { Waveform } from './Waveform.tsx';
import { EnergyCurve } from './EnergyCurve.tsx';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

/** Where a card is drawn: it links to the track's page from everywhere but that page. */
export type CardPlace = 'home' | 'catalog' | 'track' | 'fragment';

/**
 * One track's card with its player as an island, as each of the catalog's pages draws it: its
 * title leads to the track's page, and "More like this" to that page's list of the nearest.
 */
export function CatalogCard({
  section,
  track,
  on,
}: {
  section: CatalogSection;
  track: CatalogSection['tracks'][number];
  on: CardPlace;
}) {
  const config = useSiteConfig();
  const homeHref = useHomeHref();
  const facts = useAudioFacts();
  const { labels } = section;
  const main = facts[track.audio];
  const page = trackPath(section.id, track.id);
  const player = playerProps(track, {
    labels,
    artist: config.artist.name,
    facts,
    // Off the home page the form is on the home page: the link loads it there.
    licenceHref: (version) => homeHref(licenceHref(section.contactTarget, track.title, version)),
    inPlace: on === 'home',
    pageUrl: absoluteUrl(page, config.site.url),
    buy: buyOfferOf(config, track.id),
  });
  // The disclosure that applies: the track's own, else the catalog's default.
  const ai = track.ai ?? section.aiDefault;
  return (
    <TrackCard
      track={{ ...track, ...(ai === undefined ? {} : { ai }) }}
      labels={labels}
      lang={config.site.lang}
      id={trackAnchor(section.id, track.id)}
      heading={on === 'track' ? 'h2' : 'h3'}
      href={on === 'track' ? undefined : page}
      // On the catalog, the search's script orders the whole catalog so instead. Not on the home page, whose bytes
      // stay as they were: its cards' titles lead to the same page. Not on the track's own page: its list is below.
      likeHref={
        (on === 'catalog' || on === 'fragment') && isSound(main?.sound)
          ? `${page}#${likeAnchor(section.id)}`
          : undefined
      }
      length={main?.duration}
      player={
        // Visible: the player is live by the time a buyer reaches the track; no audio loads until play.
        <Island of={TrackPlayer} when="visible" display="block" props={player}>
          {main && <Waveform peaks={main.peaks} />}
          {main?.energy && <EnergyCurve energy={main.energy} />}
        </Island>
      }
    />
  );
}
