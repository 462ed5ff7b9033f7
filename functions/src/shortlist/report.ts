import { MAIN_VERSION } from '../contract/offered-track.ts';
import type { Activity, Listening, StoredShortlist } from '../contract/shortlist-model.ts';
import { utcMinute } from '../contract/utc.ts';

/** m:ss, rounded to the second, as players show a length: 149.6 s is 2:30. */
export function minutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One recipient's figures for one version of one track, with what the report names them by. */
export interface ReportRow {
  recipient: { id: string; name: string; email: string };
  trackId: string;
  track: string;
  /** The version's label; null for the main version. */
  version: string | null;
  length: number;
  figures: Listening;
}

/** Every version someone did something with, by recipient in the shortlist's order, then by track order. */
export function reportRows(shortlist: StoredShortlist, activities: readonly Activity[]): ReportRow[] {
  return shortlist.recipients.flatMap((recipient) => {
    const activity = activities.find((candidate) => candidate.recipient === recipient.id);
    if (!activity) return [];
    return shortlist.tracks.flatMap((track) =>
      track.versions.flatMap((version) => {
        const figures = activity.tracks[track.id]?.[version.key];
        if (!figures) return [];
        return [
          {
            recipient: { id: recipient.id, name: recipient.name, email: recipient.email },
            trackId: track.id,
            track: track.title,
            version: version.key === MAIN_VERSION ? null : version.label,
            length: version.durationSeconds,
            figures,
          },
        ];
      }),
    );
  });
}

/** "Anna Lee: Night Drive (Instrumental) 3 plays, 1:42 heard, to 2:30 of 2:30; downloaded". */
export function reportLine(row: ReportRow): string {
  const { figures } = row;
  const title = row.version === null ? row.track : `${row.track} (${row.version})`;
  const downloads =
    figures.downloads === 0 ? '' : figures.downloads === 1 ? '; downloaded' : `; downloaded ${figures.downloads} times`;
  return `${row.recipient.name}: ${title} ${plural(figures.plays, 'play')}, ${minutesSeconds(figures.seconds)} heard, to ${minutesSeconds(figures.furthest)} of ${minutesSeconds(row.length)}${downloads}`;
}

/** The visits line of one recipient: "2 visits, first 2026-11-23 15:20 UTC, last …" or "not opened". */
export function visitsLine(activity: Activity | undefined): string {
  if (!activity || activity.visits === 0 || activity.firstVisit === null || activity.lastVisit === null)
    return 'not opened yet';
  const last = activity.visits > 1 ? `, last ${utcMinute(activity.lastVisit)}` : '';
  return `${plural(activity.visits, 'visit')}, first ${utcMinute(activity.firstVisit)}${last}`;
}

/** The report of one shortlist as text: a block per recipient, their visits, then a line per version they touched. */
export function reportText(shortlist: StoredShortlist, activities: readonly Activity[]): string {
  const rows = reportRows(shortlist, activities);
  return shortlist.recipients
    .map((recipient) => {
      const activity = activities.find((candidate) => candidate.recipient === recipient.id);
      const lines = rows.filter((row) => row.recipient.id === recipient.id).map((row) => `  ${reportLine(row)}`);
      return [
        `${recipient.name} <${recipient.email}>: ${visitsLine(activity)}`,
        ...(lines.length ? lines : ['  nothing played']),
      ].join('\n');
    })
    .join('\n');
}

export const REPORT_COLUMNS = [
  'Shortlist',
  'Title',
  'Recipient',
  'Email',
  'Track id',
  'Track',
  'Version',
  'Plays',
  'Seconds heard',
  'Furthest (s)',
  'Length (s)',
  'Downloads',
  'First (UTC)',
  'Last (UTC)',
] as const;

/** The rows of a spreadsheet export, header first; the command writes them as CSV (scripts/text/csv.ts). */
export function reportTable(
  entries: ReadonlyArray<{ id: string; shortlist: StoredShortlist; activities: readonly Activity[] }>,
): Array<Array<string | number>> {
  const iso = (time: number) => new Date(time).toISOString();
  return [
    [...REPORT_COLUMNS],
    ...entries.flatMap(({ id, shortlist, activities }) =>
      reportRows(shortlist, activities).map((row) => [
        id,
        shortlist.title,
        row.recipient.name,
        row.recipient.email,
        row.trackId,
        row.track,
        row.version ?? '',
        row.figures.plays,
        row.figures.seconds,
        row.figures.furthest,
        Math.round(row.length * 10) / 10,
        row.figures.downloads,
        iso(row.figures.firstAt),
        iso(row.figures.lastAt),
      ]),
    ),
  ];
}
