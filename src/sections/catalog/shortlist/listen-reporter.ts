import { beacon, call } from '../../../shortlist/callable';
import { ListenLog } from './listen-log';

/**
 * Sends a recipient's listen log to `recordListen`: while they listen, one request each
 * REPORT_EVERY_SECONDS of playback; the rest with a beacon when the page is hidden or left, which
 * a closing tab still delivers.
 */
export class ListenReporter {
  readonly log = new ListenLog();

  constructor(
    private readonly path: string,
    private readonly token: string,
  ) {}

  /** Call after logging playback: sends once a report is owed. */
  listened(track: string, version: string, length: number, seconds: number, position: number): void {
    this.log.listened(track, version, length, seconds, position);
    if (this.log.due) this.send(false);
  }

  send(leaving: boolean): void {
    for (const events of this.log.take()) {
      const data = { token: this.token, events };
      if (leaving && beacon(this.path, data)) continue;
      void call(this.path, data, { keepalive: true })
        .then((answer) => {
          if (!answer.ok) console.warn(`recordListen refused a report: ${answer.status} ${answer.message}`);
        })
        .catch((error: unknown) => console.warn('recordListen could not be reached', error));
    }
  }

  /** Reports what is left when the page is hidden (a phone may never fire pagehide) or left, for as long as the page lives. */
  attach(): void {
    const leave = () => this.send(true);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
  }
}
