import type { Activity, Listening, StoredShortlist, StoredVersion } from './shortlist-model.ts';

export const EVENT_KINDS = ['play', 'progress', 'download'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface ListenEvent {
  kind: EventKind;
  track: string;
  version: string;
  /** progress: seconds heard since the last report. */
  seconds?: number;
  /** progress: where the playhead is, in seconds from the start. */
  position?: number;
}

/**
 * The page reports at most every 15 s of playback, and on leaving: a few events per request.
 * 50 leaves room for a long offline stretch and keeps a forged request small.
 */
export const MAX_EVENTS = 50;
/** recordListen's limit per link: one report per 15 s of playback, and the flush on leaving, from every tab of the link. */
export const LISTEN_REPORTS_PER_MINUTE = 12;
/** A browser's playhead can pass the decoded length by a few frames at the end. */
export const END_TOLERANCE_SECONDS = 1;
/**
 * How far a version's time heard may run ahead of the server's clock: a report covers the 15 s
 * before it was sent, and waits in a retrying reporter or a beacon's queue.
 */
export const HEARD_SLACK_SECONDS = 30;
/**
 * A play is one hearing of a version, so a press counts only once the counted plays could have
 * been heard through (server time): a restart 10 s in, a double click, a switch back and forth
 * are the same hearing, and time heard tells how much more was heard. A cue shorter than this
 * counts as this long: a press every few seconds is a script's rhythm, not a listener's.
 */
export const MIN_PLAY_INTERVAL_SECONDS = 30;
/**
 * How far a version's plays may run ahead of the server's clock. A press reaches the server with
 * the page's next report, up to 15 s of playback later (plus the audio's loading and the
 * network), while a replay pressed as the version ends rides the report then due, at once: the
 * two arrive some 15 s closer than they were pressed. A double press, in one report, never counts.
 */
export const PLAY_SLACK_SECONDS = 20;
/** A double click on the link or a save tried again is one download. */
export const DOWNLOAD_INTERVAL_SECONDS = 60;

const EVENT_FIELDS: Record<EventKind, ReadonlySet<string>> = {
  play: new Set(['kind', 'track', 'version']),
  download: new Set(['kind', 'track', 'version']),
  progress: new Set(['kind', 'track', 'version', 'seconds', 'position']),
};

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** The request's own shape: which fields it has, before the token is looked up. */
export function checkRequestShape(data: unknown, fields: readonly string[]): Checked<Record<string, unknown>> {
  if (!isPlainObject(data)) return refuse('data must be an object');
  for (const key of Object.keys(data)) if (!fields.includes(key)) return refuse(`"${key}" is not an accepted field`);
  return { ok: true, value: data };
}

function versionOf(shortlist: StoredShortlist, track: unknown, version: unknown): StoredVersion | string {
  if (typeof track !== 'string') return 'track must be a string';
  const found = shortlist.tracks.find((candidate) => candidate.id === track);
  if (!found) return 'track is not in this shortlist';
  if (typeof version !== 'string') return 'version must be a string';
  return (
    found.versions.find((candidate) => candidate.key === version) ??
    'version is not offered for this track in this shortlist'
  );
}

function checkSeconds(value: unknown, length: number, field: string, positive: boolean): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${field} must be a number`;
  if (value < 0 || (positive && value === 0)) return `${field} must be ${positive ? 'above' : 'at least'} 0`;
  if (value > length + END_TOLERANCE_SECONDS) return `${field} is beyond the track's length (${length.toFixed(1)} s)`;
  return null;
}

/**
 * The events as the shortlist allows them, or the first problem, named by its place
 * ("events[2].seconds …"). Nothing of a refused request is stored, so a forged or broken batch
 * can't leave half its events behind.
 */
export function checkEvents(events: unknown, shortlist: StoredShortlist, activity: Activity): Checked<ListenEvent[]> {
  if (!Array.isArray(events)) return refuse('events must be a list');
  if (events.length === 0) return refuse('events must hold at least one event');
  if (events.length > MAX_EVENTS) return refuse(`events must hold at most ${MAX_EVENTS} events`);
  // The page is opened through getShortlist, which counts the visit: listening comes after.
  if (activity.lastVisit === null) return refuse('the link was never opened: listening is counted after the page is');
  const played = new Set(
    Object.entries(activity.tracks).flatMap(([track, versions]) =>
      Object.entries(versions)
        .filter(([, figures]) => figures.plays > 0)
        .map(([version]) => `${track}\n${version}`),
    ),
  );
  const checked: ListenEvent[] = [];
  for (const [index, event] of events.entries()) {
    const at = `events[${index}]`;
    if (!isPlainObject(event)) return refuse(`${at} must be an object`);
    const kind = event.kind;
    if (typeof kind !== 'string' || !(EVENT_KINDS as readonly string[]).includes(kind))
      return refuse(`${at}.kind must be one of ${EVENT_KINDS.join(', ')}`);
    const allowed = EVENT_FIELDS[kind as EventKind];
    const extra = Object.keys(event).find((key) => !allowed.has(key));
    if (extra !== undefined) return refuse(`${at}.${extra} is not accepted for a ${kind} event`);
    const version = versionOf(shortlist, event.track, event.version);
    if (typeof version === 'string') return refuse(`${at}.${version}`);
    const track = event.track as string;
    const key = `${track}\n${version.key}`;
    if (kind === 'download' && !shortlist.downloads) return refuse(`${at}.kind: this shortlist offers no downloads`);
    if (kind === 'play') played.add(key);
    if (kind !== 'progress') {
      checked.push({ kind: kind as EventKind, track, version: version.key });
      continue;
    }
    // Time heard follows a press of play; without one the seconds are forged or a scanner's.
    if (!played.has(key)) return refuse(`${at}.kind: progress of a version that was never played`);
    if (event.seconds === undefined && event.position === undefined)
      return refuse(`${at}.seconds or position is required for progress`);
    for (const field of ['seconds', 'position'] as const) {
      if (event[field] === undefined) continue;
      const problem = checkSeconds(event[field], version.durationSeconds, `${at}.${field}`, field === 'seconds');
      if (problem) return refuse(problem);
    }
    checked.push({
      kind: 'progress',
      track,
      version: version.key,
      ...(typeof event.seconds === 'number' && { seconds: event.seconds }),
      ...(typeof event.position === 'number' && { position: event.position }),
    });
  }
  return { ok: true, value: checked };
}

const emptyListening = (now: number): Listening => ({
  plays: 0,
  seconds: 0,
  furthest: 0,
  downloads: 0,
  firstAt: now,
  lastAt: now,
});

/**
 * One more count on a clock that may run at most `slack` seconds ahead of now, each count moving
 * it `interval` on: the new clock, or null when this one is not counted. Over any stretch of server
 * time that allows one count per interval, plus the first and the slack's worth. No clock (a
 * version's first press, or figures stored before clocks were kept) counts.
 */
function tick(clock: number | undefined, now: number, interval: number, slack: number): number | null {
  if (clock !== undefined && clock > now + slack * 1000) return null;
  return Math.max(clock ?? now, now) + interval * 1000;
}

/**
 * The recipient's figures with the checked events added: pure, so the report's arithmetic is
 * tested alone. Time heard is bounded by the server's clock: each version keeps a clock of what
 * was heard (`heardUntil`), started at its first press or the latest opening of the page, and no
 * report may run it more than HEARD_SLACK_SECONDS ahead of now. A link holder who sends a dozen
 * whole plays in a second adds half a minute, not half an hour. Plays and downloads have clocks
 * of their own: each counted play runs `playsUntil` on by the version's length (at least
 * MIN_PLAY_INTERVAL_SECONDS), and a press counts only while it stands no more than
 * PLAY_SLACK_SECONDS ahead of now; a download runs `downloadsUntil` on by
 * DOWNLOAD_INTERVAL_SECONDS, and counts only once now has reached it. The rest are a page's
 * ordinary repeats or a script's: not counted rather than refused, and the batch's other events
 * are.
 */
export function applyEvents(
  activity: Activity,
  events: readonly ListenEvent[],
  shortlist: StoredShortlist,
  now: number,
): Activity {
  const next: Activity = structuredClone(activity);
  for (const event of events) {
    const { track, version: versionKey } = event;
    const length =
      shortlist.tracks.find((t) => t.id === track)?.versions.find((v) => v.key === versionKey)?.durationSeconds ?? 0;
    const versions = (next.tracks[track] ??= {});
    const figures = (versions[versionKey] ??= emptyListening(now));
    figures.lastAt = now;
    if (event.kind === 'play') {
      const clock = tick(figures.playsUntil, now, Math.max(length, MIN_PLAY_INTERVAL_SECONDS), PLAY_SLACK_SECONDS);
      if (clock !== null) {
        figures.plays += 1;
        figures.playsUntil = clock;
      }
    }
    if (event.kind === 'download') {
      const clock = tick(figures.downloadsUntil, now, DOWNLOAD_INTERVAL_SECONDS, 0);
      if (clock !== null) {
        figures.downloads += 1;
        figures.downloadsUntil = clock;
      }
    }
    if (event.seconds !== undefined) {
      const clock = Math.max(figures.heardUntil ?? figures.firstAt, next.lastVisit ?? figures.firstAt);
      const heard = Math.max(0, Math.min(event.seconds, length, (now - clock) / 1000 + HEARD_SLACK_SECONDS));
      figures.heardUntil = clock + heard * 1000;
      figures.seconds = round(figures.seconds + heard);
    }
    if (event.position !== undefined)
      figures.furthest = round(Math.max(figures.furthest, Math.min(event.position, length)));
  }
  return next;
}

/**
 * The recipient's figures with one more opening of the page. `getShortlist` counts it when it
 * answers, so a visit needs no request of its own and is never taken for listening.
 */
export function addVisit(activity: Activity, now: number): Activity {
  return { ...activity, visits: activity.visits + 1, firstVisit: activity.firstVisit ?? now, lastVisit: now };
}

/** Tenths of a second: the page reports media times, more digits would be noise. */
const round = (seconds: number): number => Math.round(seconds * 10) / 10;
