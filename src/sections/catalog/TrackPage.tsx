import styled from '@emotion/styled';
import { useAudioFacts } from '../../audio/AudioFactsContext.tsx';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { serializeJsonLd } from '../../head/json-ld.ts';
import { SectionShell } from '../../layout/SectionShell.tsx';
import { AllTracks } from './AllTracks.tsx';
import { likeAnchor } from './anchors.ts';
import { CatalogCard } from './CatalogCard.tsx';
import { catalogJsonLd } from './json-ld.ts';
import { listedTracks } from './listed.ts';
import { MoreLikeThis } from './MoreLikeThis.tsx';
import { similarTracks } from './sound/similar.ts';
import { trackPath } from './track-page.ts';
import { TrackList } from './TrackList.tsx';
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
      <MoreLikeThis
        id={likeAnchor(section.id)}
        tracks={similarTracks(section, facts, track.id)}
        href={(id) => trackPath(section.id, id)}
        labels={labels}
      />
      <AllTracks sectionId={section.id} total={listed.length} label={labels.allTracks} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(catalogJsonLd([track], facts, config)) }}
      />
    </SectionShell>
  );
}
