import styled from '@emotion/styled';
import { useAudioFacts } from '../../audio/AudioFactsContext';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { licenceHref } from '../../contact/prefill';
import { serializeJsonLd } from '../../head/json-ld';
import { Island } from '../../islands/Island';
import { useHomeHref } from '../../layout/home-href';
import { SectionShell } from '../../layout/SectionShell';
import { fill } from '../../../functions/src/contract/fill.ts';
import type { SectionProps } from '../define';
import { usePageItem, usePageNumber, usePlacement } from '../placement';
import { CatalogPager } from './CatalogPager';
import { cardFragmentFile, pageCount, tracksOnPage } from './catalog-pages';
import { likeAnchor, trackAnchor } from './anchors';
import CatalogSearch from './CatalogSearch.island';
import { playerProps, searchProps } from './island-props';
import { SearchForm } from './SearchForm';
import { More as MoreResults } from './search-form-styles';
import { catalogJsonLd } from './json-ld';
import { listedTracks } from './listed';
import { searchFileName, searchFolderName } from './search/catalog-search-file';
import { SearchLink } from './SearchLink';
import { TrackCard } from './TrackCard';
import { TrackList } from './TrackList';
import TrackPlayer from './TrackPlayer.island';
import { Waveform } from './Waveform';
import { trackPath } from './track-page';
import { MoreLikeThis } from './MoreLikeThis';
import { similarTracks } from './sound/similar';
import { heardListed, soundFileName } from './sound/catalog-sound-file';
import { isSound } from './sound/sound-space';
import { absoluteUrl } from '../../head/urls';
import type { CatalogSection as CatalogConfig } from '../../../functions/src/contract/site-config.generated.ts';

type Track = CatalogConfig['tracks'][number];

/** A track's page: its one card as wide as a reading column, not half a grid. */
const OneTrack = styled(TrackList)`
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 46rem);
  }
`;

const More = styled('p')`
  margin-top: 1.5rem;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * The catalog at build time: the search (on the home page a form that opens it), a card per track
 * with its player as an island and its title linking to the track's page, a link to the page of
 * every track where only the featured ones are shown, and the tracks as JSON-LD. On a track's
 * page of its own, that track alone.
 */
export default function CatalogSection({ section }: SectionProps<'catalog'>) {
  const config = useSiteConfig();
  const homeHref = useHomeHref();
  const facts = useAudioFacts();
  const placement = usePlacement();
  const onPage = placement !== 'home';
  const item = usePageItem();
  const pageNumber = usePageNumber();
  const listed = listedTracks(section.tracks);
  const { labels } = section;
  const listId = `${section.id}-tracks`;

  const card = (track: Track, heading: 'h2' | 'h3') => {
    const main = facts[track.audio];
    const page = trackPath(section.id, track.id);
    const player = playerProps(track, {
      labels,
      artist: config.artist.name,
      facts,
      // On a page of its own the form is on the home page: the link loads it there.
      licenceHref: (version) => homeHref(licenceHref(section.contactTarget, track.title, version)),
      inPlace: !onPage,
      pageUrl: absoluteUrl(page, config.site.url),
    });
    return (
      <TrackCard
        key={track.id}
        track={{ ...track, ai: track.ai ?? section.aiDefault }}
        labels={labels}
        lang={config.site.lang}
        id={trackAnchor(section.id, track.id)}
        heading={heading}
        href={item === undefined || placement === 'fragment' ? page : undefined}
        // To the track's page and its list of the nearest; on the catalog, the search's script orders the whole catalog so
        // instead. Not on the home page, whose bytes stay as they were: its cards' titles lead to the same page.
        likeHref={((onPage && item === undefined) || placement === 'fragment') && isSound(facts[track.audio]?.sound) ? `${page}#${likeAnchor(section.id)}` : undefined}
        length={main?.duration}
        player={
          // Visible: the player is live by the time a buyer reaches the track; no audio loads until play.
          <Island of={TrackPlayer} when="visible" display="block" props={player}>
            {main && <Waveform peaks={main.peaks} />}
          </Island>
        }
      />
    );
  };

  if (placement === 'fragment') {
    const track = listed.find((candidate) => candidate.id === item);
    return track ? card(track, 'h3') : null;
  }

  if (item !== undefined) {
    // A track kept for shortlists has no page: never drawn alone.
    const track = listed.find((candidate) => candidate.id === item);
    if (!track) return null;
    return (
      <SectionShell id={section.id} eyebrow={section.eyebrow ?? labels.pageTitle}>
        <OneTrack id={listId}>{card(track, 'h2')}</OneTrack>
        <MoreLikeThis id={likeAnchor(section.id)} tracks={similarTracks(section, facts, track.id)} href={(id) => trackPath(section.id, id)} labels={labels} />
        <More>
          <a href={`/${section.id}`}>{fill(labels.allTracks, { total: String(listed.length) })}</a>
        </More>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(catalogJsonLd([track], facts, config)) }} />
      </SectionShell>
    );
  }

  const tracks = onPage ? tracksOnPage(section.tracks, section.perPage, pageNumber) : listed.slice(0, section.featured);
  const pages = pageCount(listed.length, section.perPage);
  const pagerId = `${section.id}-pages`;
  const moreId = `${section.id}-more`;
  // The home page draws a plain form into the catalog page: no choices to gather there.
  const search = onPage && searchProps(listed, labels, {
    listId,
    pagerId: pages > 1 ? pagerId : null,
    moreId,
    searchFile: `/${searchFileName(section.id)}`,
    searchFolder: `/${searchFolderName(section.id)}`,
    cardFile: `/${cardFragmentFile(section.id, '{id}')}`,
    soundFile: heardListed(section, facts) ? `/${soundFileName(section.id)}` : null,
  });
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
      {search ? (
        // Visible: the box is at the top of the page, and a search in the address is shown at once. A script: React stays with the players.
        <Island of={CatalogSearch} when="visible" display="block" props={search.island}>
          <SearchForm {...search.form} lang={config.site.lang} />
        </Island>
      ) : (
        <SearchLink action={`/${section.id}`} labels={labels} />
      )}
      <TrackList id={listId}>{tracks.map((track) => card(track, 'h3'))}</TrackList>
      {onPage && <MoreResults id={moreId} type="button" hidden />}
      {onPage && pages > 1 && <CatalogPager id={pagerId} sectionId={section.id} page={pageNumber} pages={pages} labels={labels} />}
      {!onPage && listed.length > tracks.length && (
        <More>
          <a href={`/${section.id}`}>{fill(labels.allTracks, { total: String(listed.length) })}</a>
        </More>
      )}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(catalogJsonLd(tracks, facts, config)) }} />
    </SectionShell>
  );
}
