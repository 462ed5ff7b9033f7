import { useAudioFacts } from '../../audio/AudioFactsContext.tsx';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { serializeJsonLd } from '../../head/json-ld.ts';
import { SectionShell } from '../../layout/SectionShell.tsx';
import { AllTracks } from './AllTracks.tsx';
import { CatalogCard } from './CatalogCard.tsx';
import { catalogJsonLd } from './json-ld.ts';
import { listedTracks } from './listed.ts';
import { SearchLink } from './SearchLink.tsx';
import { TrackList } from './TrackList.tsx';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

/**
 * The catalog on the home page: a plain search form that opens the catalog page (no script on
 * the home page), the featured tracks, a link to every track where only some are shown, and the
 * tracks shown as JSON-LD.
 */
export function HomeCatalog({ section }: { section: CatalogSection }) {
  const config = useSiteConfig();
  const facts = useAudioFacts();
  const listed = listedTracks(section.tracks);
  const tracks = listed.slice(0, section.featured);
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
      <SearchLink action={`/${section.id}`} labels={section.labels} />
      <TrackList id={`${section.id}-tracks`}>
        {tracks.map((track) => (
          <CatalogCard key={track.id} section={section} track={track} on="home" />
        ))}
      </TrackList>
      {listed.length > tracks.length && (
        <AllTracks sectionId={section.id} total={listed.length} label={section.labels.allTracks} />
      )}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(catalogJsonLd(tracks, facts, config)) }}
      />
    </SectionShell>
  );
}
