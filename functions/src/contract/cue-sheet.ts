/**
 * A licensed cue as a production's cue sheet lists it: title, writers with their role, the
 * original publishers (E), each with society, IPI and share, the codes, the master owner, the
 * usage and its length. The licence PDF prints it; `npm run licence -- cue-sheet` exports it.
 */
import { CUE_USAGES } from './cue-usage.ts';
import type { QuotedTrack, QuotedUse, RightsHolder } from './licence-model.ts';

export interface CueSheetParty {
  name: string;
  /** C, A or CA for a writer; E for an original publisher. */
  role: string;
  society: string;
  ipi: string;
  share: number;
}

export interface CueSheetRow {
  licence: string;
  title: string;
  version: string;
  parties: CueSheetParty[];
  isrc: string;
  iswc: string;
  master: string;
  usage: string;
  usageName: string;
  /** m:ss, or empty when the request gave no length. */
  duration: string;
}

const party = (holder: RightsHolder, role: string): CueSheetParty => ({
  name: holder.name,
  role,
  society: holder.pro ?? '',
  ipi: holder.ipi ?? '',
  share: holder.share,
});

/** m:ss for a length in seconds. */
export function minutesSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

export function cueSheetRow(
  number: string,
  track: QuotedTrack,
  use: Pick<QuotedUse, 'cueUsage' | 'durationSeconds'>,
): CueSheetRow {
  return {
    licence: number,
    title: track.title,
    version: track.version,
    parties: [
      ...track.writers.map((writer) => party(writer, writer.role)),
      ...track.publishers.map((publisher) => party(publisher, 'E')),
    ],
    isrc: track.isrc ?? '',
    iswc: track.iswc ?? '',
    master: track.master ?? '',
    usage: use.cueUsage,
    usageName: CUE_USAGES[use.cueUsage],
    duration: use.durationSeconds === null ? '' : minutesSeconds(use.durationSeconds),
  };
}

/** One party as a cell reads: "Marlowe Kane (CA) ASCAP IPI 00123456789 100%". */
export function partyText(p: CueSheetParty): string {
  return [`${p.name} (${p.role})`, p.society, p.ipi && `IPI ${p.ipi}`, `${p.share}%`].filter(Boolean).join(' ');
}

/**
 * The row as a table a cue-sheet service imports: one line per party, the cue's own columns
 * repeated on each, as RapidCue-style CSV imports take writers and publishers.
 */
export function cueSheetTable(row: CueSheetRow): string[][] {
  const head = [
    'Licence',
    'Cue title',
    'Version',
    'Party',
    'Role',
    'Society',
    'IPI',
    'Share %',
    'ISRC',
    'ISWC',
    'Master owner',
    'Usage',
    'Duration',
  ];
  return [
    head,
    ...row.parties.map((p) => [
      row.licence,
      row.title,
      row.version,
      p.name,
      p.role,
      p.society,
      p.ipi,
      String(p.share),
      row.isrc,
      row.iswc,
      row.master,
      row.usage,
      row.duration,
    ]),
  ];
}
