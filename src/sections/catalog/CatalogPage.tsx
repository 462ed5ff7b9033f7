import { useAudioFacts } from '../../audio/AudioFactsContext.tsx';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { serializeJsonLd } from '../../head/json-ld.ts';
import { Island } from '../../islands/Island.tsx';
import { SectionShell } from '../../layout/SectionShell.tsx';
import { CatalogCard } from './CatalogCard.tsx';
import { CatalogPager } from './CatalogPager.tsx';
import { cardFragmentFile, pageCount, tracksOnPage } from './catalog-pages.ts';
import CatalogSearch from './CatalogSearch.island.ts';
import { searchProps } from './island-props.ts';
import { catalogJsonLd } from './json-ld.ts';
import { listedTracks } from './listed.ts';
import { SearchForm } from './SearchForm.tsx';
import { More as MoreResults } from './search-form-styles.ts';
import { searchFileName, searchFolderName } from './search/catalog-search-file.ts';
import { heardListed, soundFileName } from './sound/catalog-sound-file.ts';
import { TrackList } from './TrackList.tsx';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

/**
 * One of the catalog's numbered pages: the search over every page (a form the build draws, woken
 * by its script), this page's cards, the button that draws more results, the links to the other
 * pages, and the tracks listed as JSON-LD.
 */
export function CatalogPage({ section, page }: { section: CatalogSection; page: number }) {
  const config = useSiteConfig();
  const facts = useAudioFacts();
  const listed = listedTracks(section.tracks);
  const tracks = tracksOnPage(section.tracks, section.perPage, page);
  const pages = pageCount(listed.length, section.perPage);
  const listId = `${section.id}-tracks`;
  const pagerId = `${section.id}-pages`;
  const moreId = `${section.id}-more`;
  const search = searchProps(listed, section.labels, {
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
      {/* Visible: the box is at the top of the page, and a search in the address is shown at once. A script: React stays with the players. */}
      <Island of={CatalogSearch} when="visible" display="block" props={search.island}>
        <SearchForm {...search.form} lang={config.site.lang} />
      </Island>
      <TrackList id={listId}>
        {tracks.map((track) => (
          <CatalogCard key={track.id} section={section} track={track} on="catalog" />
        ))}
      </TrackList>
      <MoreResults id={moreId} type="button" hidden />
      {pages > 1 && (
        <CatalogPager id={pagerId} sectionId={section.id} page={page} pages={pages} labels={section.labels} />
      )}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(catalogJsonLd(tracks, facts, config)) }}
      />
    </SectionShell>
  );
}
