/**
 * The licensed track's facts, label and value, as the quote page and the licence PDF both list
 * them: the rights, the facts of the track fields marked `licence` (track-fields.ts), then the AI
 * disclosure. An empty value is '': the page leaves its row out, the PDF prints a dash.
 */
import { partyText } from './cue-sheet.ts';
import type { QuotedTrack } from './licence-model.ts';
import type { SiteConfig } from './site-config.generated.ts';

type Labels = Pick<SiteConfig['licensing']['labels'], 'master' | 'writers' | 'publishers' | 'ai'>;

export function licenceTrackFacts(track: QuotedTrack, labels: Labels): Array<[label: string, value: string]> {
  return [
    ['ISRC', track.isrc ?? ''],
    ['ISWC', track.iswc ?? ''],
    [labels.master, track.master ?? ''],
    [
      labels.writers,
      track.writers
        .map((w) => partyText({ name: w.name, role: w.role, society: w.pro ?? '', ipi: w.ipi ?? '', share: w.share }))
        .join('; '),
    ],
    [
      labels.publishers,
      track.publishers
        .map((p) => partyText({ name: p.name, role: 'E', society: p.pro ?? '', ipi: p.ipi ?? '', share: p.share }))
        .join('; '),
    ],
    ...(track.facts ?? []).map(({ label, value }): [string, string] => [label, value]),
    [labels.ai, track.ai],
  ];
}
