import styled from '@emotion/styled';
import { Fragment } from 'react';
import type { CatalogSection, CatalogTrack } from '../../../functions/src/contract/site-config.generated.ts';
import {
  TRACK_FIELDS,
  valueOf,
  type FieldsWith,
  type TrackField,
} from '../../../functions/src/contract/track-fields.ts';
import { plainList } from '../../theme/plain-list.ts';
import { Disclosure } from './Disclosure.tsx';

type Labels = CatalogSection['labels'];

/** The words a buyer searches by that the card's facts leave out: the track-field table's `details`, and the lyrics. */
export type DetailFields = Pick<CatalogTrack, FieldsWith<{ details: string }> | 'lyrics' | 'language'>;

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

/** A detail's text: a list joined, a language tag named in the page's language. */
function detailText(field: TrackField, value: unknown, lang: string): string {
  if (Array.isArray(value)) return value.join(', ');
  return field.details === 'language' ? languageName(String(value), lang) : String(value);
}

/**
 * "More": the fields the track-field table gives `details`, in its order (keywords and
 * instruments as chips, lyric themes, the language of the vocals, the era and the artists it
 * sounds like); then the lyrics behind a fold of their own. Nothing shows for a track that gives
 * none of them.
 */
export function TrackDetails({ track, labels, lang }: { track: DetailFields; labels: Labels; lang: string }) {
  const fields: readonly TrackField[] = TRACK_FIELDS;
  const given = fields.flatMap((field) => {
    const value = valueOf(track, field);
    return field.details && field.label && value !== undefined && !(Array.isArray(value) && value.length === 0)
      ? [{ field, label: labels[field.label], value }]
      : [];
  });
  return (
    <>
      {given.length > 0 && (
        <Disclosure>
          <summary>{labels.more}</summary>
          <dl>
            {given.map(({ field, label, value }) => (
              <Fragment key={field.name}>
                <dt>{label}</dt>
                <dd>
                  {field.details === 'chips' && Array.isArray(value) ? (
                    <Chips>
                      {value.map((item: string) => (
                        <li key={item}>{item}</li>
                      ))}
                    </Chips>
                  ) : (
                    detailText(field, value, lang)
                  )}
                </dd>
              </Fragment>
            ))}
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
