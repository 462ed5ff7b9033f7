import type { ListenEvent } from '../../../../functions/src/contract/listen-events.ts';
import { MAX_EVENTS } from '../../../../functions/src/contract/listen-events.ts';

/** Seconds of playback between two reports while a recipient listens: one request each, at most. */
export const REPORT_EVERY_SECONDS = 15;

/** A step of the playhead larger than this between two time updates is a seek, not listening. */
export const MAX_STEP_SECONDS = 2;

interface Heard {
  track: string;
  version: string;
  /** The version's length: no progress event may say more. */
  length: number;
  seconds: number;
  position: number;
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * What a shortlist page has to report, gathered between two requests: presses of play and
 * downloads in the order they happened, and per version the time heard and the furthest
 * point. Nothing here sends; `due` says when a request is owed (every REPORT_EVERY_SECONDS of
 * playback), `take` empties the log into requests the function accepts.
 */
export class ListenLog {
  private readonly happened: ListenEvent[] = [];
  private readonly heard = new Map<string, Heard>();
  private playedSinceReport = 0;

  played(track: string, version: string): void {
    this.happened.push({ kind: 'play', track, version });
  }

  downloaded(track: string, version: string): void {
    this.happened.push({ kind: 'download', track, version });
  }

  /** `seconds` of playback of a version, ending at `position`. */
  listened(track: string, version: string, length: number, seconds: number, position: number): void {
    const key = `${track}\n${version}`;
    const entry = this.heard.get(key) ?? { track, version, length, seconds: 0, position: 0 };
    entry.seconds += seconds;
    entry.position = Math.max(entry.position, Math.min(position, length));
    this.heard.set(key, entry);
    this.playedSinceReport += seconds;
  }

  /** Whether enough has been heard since the last report to owe one. */
  get due(): boolean {
    return this.playedSinceReport >= REPORT_EVERY_SECONDS;
  }

  get empty(): boolean {
    return this.happened.length === 0 && this.heard.size === 0;
  }

  /**
   * Everything logged, as requests of at most MAX_EVENTS events, and an empty log. Presses come
   * first, since the function takes time heard only for a version that was pressed; no progress
   * event says more than the version's length.
   */
  take(): ListenEvent[][] {
    const progress = [...this.heard.values()].flatMap(({ track, version, length, seconds, position }) => {
      const events: ListenEvent[] = [];
      let left = tenths(seconds);
      do {
        const part = Math.min(left, tenths(length));
        events.push({
          kind: 'progress',
          track,
          version,
          ...(part > 0 && { seconds: part }),
          position: tenths(position),
        });
        left = tenths(left - part);
      } while (left > 0);
      return events;
    });
    const events = [...this.happened, ...progress];
    this.happened.length = 0;
    this.heard.clear();
    this.playedSinceReport = 0;
    const requests: ListenEvent[][] = [];
    for (let start = 0; start < events.length; start += MAX_EVENTS)
      requests.push(events.slice(start, start + MAX_EVENTS));
    return requests;
  }
}

/**
 * Follows one `<audio>` element's playhead: each time update while playing adds the step since
 * the last one, unless it is a jump (a seek, a new version starting over).
 */
export class PlayheadFollower {
  private last: number | null = null;

  /** The element started, sought or changed file: the next update starts counting again. */
  restart(): void {
    this.last = null;
  }

  /** Seconds heard since the last update, given the playhead now. */
  step(now: number): number {
    const step = this.last === null ? 0 : now - this.last;
    this.last = now;
    return step > 0 && step <= MAX_STEP_SECONDS ? step : 0;
  }
}
