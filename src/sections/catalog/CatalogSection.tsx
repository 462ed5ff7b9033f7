import styled from '@emotion/styled';
import { useAudioFacts, type AudioFactsMap } from '../../audio/AudioFactsContext';
import { useSiteConfig } from '../../config/SiteConfigContext';
import type { CatalogSection as CatalogEntry } from '../../config/site-config.generated';
import { licenceHref } from '../../contact/prefill';
import { serializeJsonLd } from '../../head/json-ld';
import { Island } from '../../islands/Island';
import { SectionShell } from '../../layout/SectionShell';
import { plainList } from '../../theme/plain-list';
import { fill } from '../../ui/fill';
import type { SectionProps } from '../define';
import { usePlacement } from '../placement';
import { facetAttributes } from './filter';
import { trackAnchor } from './anchors';
import CatalogFilters from './CatalogFilters.island';
import TrackPlayer from './TrackPlayer.island';
import { catalogJsonLd } from './json-ld';
import { listedTracks } from './listed';
import { trackLength } from './time';
import { Waveform } from './Waveform';
import { useHomeHref } from '../../layout/home-href';

type Track = CatalogEntry['tracks'][number];
type Labels = CatalogEntry['labels'];

const List = styled('ul')`
  ${plainList}
  display: grid;
  gap: 1.25rem;
  align-items: start;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Card = styled('li')`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  &[hidden] {
    display: none;
  }
`;

const Top = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Title = styled('h3')`
  font-size: 1.25rem;
`;

const Marks = styled('ul')`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  li {
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    font-size: 0.75rem;
    font-weight: 700;
    border: 1px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Facts = styled('dl')`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0.75rem 0;
  font-size: 0.875rem;
  div {
    display: flex;
    gap: 0.375rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
  }
`;

const Description = styled('p')`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.9375rem;
  margin-bottom: 0.75rem;
`;

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

const More = styled('p')`
  margin-top: 1.5rem;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const shares = (people: { name: string; share: number; pro?: string; ipi?: string }[]) =>
  people.map((p) => `${p.name} ${p.share}%${p.pro ? ` (${p.pro}${p.ipi ? `, IPI ${p.ipi}` : ''})` : p.ipi ? ` (IPI ${p.ipi})` : ''}`).join('; ');

function RightsDetails({ track, labels }: { track: Track; labels: Labels }) {
  const { rights } = track;
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

interface CardProps {
  track: Track;
  section: CatalogEntry;
  artist: string;
  onPage: boolean;
  facts: AudioFactsMap;
}

function TrackCard({ track, section, artist, onPage, facts }: CardProps) {
  const homeHref = useHomeHref();
  const { labels } = section;
  const main = facts[track.audio];
  const all = [{ label: labels.mainVersion, audio: track.audio }, ...track.versions];
  const durations = all.map((v) => facts[v.audio]?.duration ?? 0);
  const marks = [
    track.rights.oneStop && labels.oneStop,
    track.rights.preCleared && labels.preCleared,
    track.stems && labels.stems,
    track.explicit && labels.explicit,
  ].filter((mark): mark is string => Boolean(mark));
  // On its own page the form is on the home page: the link loads it there.
  const licence = (version: string) => homeHref(licenceHref(section.contactTarget, track.title, version));
  return (
    <Card id={trackAnchor(section.id, track.id)} data-track={track.id} {...facetAttributes(track)}>
      <Top>
        <Title>{track.title}</Title>
        {marks.length > 0 && (
          <Marks>
            {marks.map((mark) => (
              <li key={mark}>{mark}</li>
            ))}
          </Marks>
        )}
      </Top>
      <Facts>
        {main && (
          <div>
            <dt>{labels.duration}</dt>
            <dd>{trackLength(main.duration)}</dd>
          </div>
        )}
        <div>
          <dt>{labels.bpm}</dt>
          <dd>{track.bpm}</dd>
        </div>
        <div>
          <dt>{labels.key}</dt>
          <dd>{track.key}</dd>
        </div>
        <div>
          <dt>{labels.vocals}</dt>
          <dd>{labels[track.vocals]}</dd>
        </div>
        {track.moods.length > 0 && (
          <div>
            <dt>{labels.moods}</dt>
            <dd>{track.moods.join(', ')}</dd>
          </div>
        )}
        {track.genres.length > 0 && (
          <div>
            <dt>{labels.genres}</dt>
            <dd>{track.genres.join(', ')}</dd>
          </div>
        )}
      </Facts>
      {track.description && <Description>{track.description}</Description>}
      <Island
        of={TrackPlayer}
        // Visible: the player is live by the time a buyer reaches the track; no audio loads until play.
        when="visible"
        display="block"
        props={{
          title: track.title,
          artist,
          versions: all.map((v, i) => ({ label: v.label, src: v.audio, duration: durations[i] })),
          licenceHrefs: all.map((v) => licence(v.label)),
          inPlace: !onPage,
          download: track.download,
          labels: {
            play: labels.play,
            pause: labels.pause,
            seek: labels.seek,
            position: labels.position,
            versions: labels.versions,
            licence: labels.licence,
            download: labels.download,
          },
        }}
      >
        {main && <Waveform peaks={main.peaks} />}
      </Island>
      <RightsDetails track={track} labels={labels} />
    </Card>
  );
}

const unique = (lists: string[][]) => [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b));

export default function CatalogSection({ section }: SectionProps<'catalog'>) {
  const config = useSiteConfig();
  const onPage = usePlacement() === 'page';
  const listed = listedTracks(section.tracks);
  const tracks = onPage ? listed : listed.slice(0, section.featured);
  const { labels } = section;
  const listId = `${section.id}-tracks`;
  const bpms = tracks.map((t) => t.bpm);
  const facts = useAudioFacts();
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
      <Island
        of={CatalogFilters}
        when="interaction"
        display="block"
        props={{
          listId,
          moods: unique(tracks.map((t) => t.moods)),
          genres: unique(tracks.map((t) => t.genres)),
          bpmMin: Math.floor(Math.min(...bpms)),
          bpmMax: Math.ceil(Math.max(...bpms)),
          total: tracks.length,
          labels: {
            filters: labels.filters,
            vocals: labels.vocals,
            any: labels.any,
            instrumental: labels.instrumental,
            vocal: labels.vocal,
            mood: labels.mood,
            genre: labels.genre,
            tempo: labels.tempo,
            tempoFrom: labels.tempoFrom,
            tempoTo: labels.tempoTo,
            showing: labels.showing,
            noMatch: labels.noMatch,
          },
        }}
      />
      <List id={listId}>
        {tracks.map((track) => (
          <TrackCard key={track.id} track={track} section={section} artist={config.artist.name} onPage={onPage} facts={facts} />
        ))}
      </List>
      {!onPage && listed.length > tracks.length && (
        <More>
          <a href={`/${section.id}`}>{fill(labels.allTracks, { total: String(listed.length) })}</a>
        </More>
      )}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(catalogJsonLd(tracks, facts, config)) }} />
    </SectionShell>
  );
}
