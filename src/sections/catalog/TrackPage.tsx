import styled from '@emotion/styled';
import { useAudioFacts } from '../../audio/AudioFactsContext';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { serializeJsonLd } from '../../head/json-ld';
import { SectionShell } from '../../layout/SectionShell';
import { AllTracks } from './AllTracks';
import { likeAnchor } from './anchors';
import { CatalogCard } from './CatalogCard';
import { catalogJsonLd } from './json-ld';
import { listedTracks } from './listed';
import { MoreLikeThis } from './MoreLikeThis';
import { similarTracks } from './sound/similar';
import { trackPath } from './track-page';
import { TrackList } from './TrackList';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

/** A track's page: its one card as wide as a reading column, not half a grid. */
const OneTrack = styled(TrackList)`
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 46rem);
  }
`;

/** A track's page of its own: its card, the tracks nearest to it in sound, a link to the whole catalog, and the track as JSON-LD. */
export function TrackPage({ section, item }: { section: CatalogSection; item: string }) {
  const config = useSiteConfig();
  const facts = useAudioFacts();
  const listed = listedTracks(section.tracks);
  const { labels } = section;
  // A track kept for shortlists has no page: never drawn alone.
  const track = listed.find((candidate) => candidate.id === item);
  if (!track) return null;
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow ?? labels.pageTitle}>
      <OneTrack id={`${section.id}-tracks`}>
        <CatalogCard section={section} track={track} on="track" />
      </OneTrack>
      <MoreLikeThis id={likeAnchor(section.id)} tracks={similarTracks(section, facts, track.id)} href={(id) => trackPath(section.id, id)} labels={labels} />
      <AllTracks sectionId={section.id} total={listed.length} label={labels.allTracks} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(catalogJsonLd([track], facts, config)) }} />
    </SectionShell>
  );
}
