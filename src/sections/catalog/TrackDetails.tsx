import styled from '@emotion/styled';
import type { CatalogSection, CatalogTrack } from '../../../functions/src/contract/site-config.generated.ts';
import { plainList } from '../../theme/plain-list';
import { Disclosure } from './Disclosure';

type Labels = CatalogSection['labels'];

/** The words a buyer searches by that the card's facts leave out. */
export type DetailFields = Pick<CatalogTrack, 'keywords' | 'instruments' | 'lyrics' | 'lyricThemes' | 'language' | 'era' | 'soundsLike'>;

const Chips = styled('ul')`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  li {
    padding: 0.0625rem 0.5rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Lyrics = styled('p')`
  white-space: pre-line;
  margin-top: 0.5rem;
  max-height: 20rem;
  overflow-y: auto;
`;

/** A language tag in the page's language ("es" on an English page is "Spanish"), as written when the tag is unknown. */
function languageName(tag: string, pageLang: string): string {
  try {
    return new Intl.DisplayNames([pageLang], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * "More": keywords and instruments as chips, lyric themes, the language of the vocals, the era
 * and the artists it sounds like; then the lyrics behind a fold of their own. Nothing shows for
 * a track that gives none of them.
 */
export function TrackDetails({ track, labels, lang }: { track: DetailFields; labels: Labels; lang: string }) {
  const chips = (label: string, values: readonly string[] | undefined) =>
    values?.length ? (
      <>
        <dt>{label}</dt>
        <dd>
          <Chips>
            {values.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </Chips>
        </dd>
      </>
    ) : null;
  const text = (label: string, value: string | undefined) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    ) : null;
  const more = [track.keywords, track.instruments, track.lyricThemes, track.soundsLike].some((list) => list?.length) || track.language || track.era;
  return (
    <>
      {more && (
        <Disclosure>
          <summary>{labels.more}</summary>
          <dl>
            {chips(labels.keywords, track.keywords)}
            {chips(labels.instruments, track.instruments)}
            {chips(labels.lyricThemes, track.lyricThemes)}
            {text(labels.language, track.language && languageName(track.language, lang))}
            {text(labels.era, track.era)}
            {text(labels.soundsLike, track.soundsLike?.join(', '))}
          </dl>
        </Disclosure>
      )}
      {track.lyrics && (
        <Disclosure>
          <summary>{labels.lyrics}</summary>
          <Lyrics lang={track.language}>{track.lyrics}</Lyrics>
        </Disclosure>
      )}
    </>
  );
}
