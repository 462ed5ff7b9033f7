import { LISTEN_REPORTS_PER_MINUTE, type ListenEvent } from '../../../../functions/src/contract/listen-events.ts';
import { beacon, call, type CallAnswer } from '../../../callable/callable.ts';
import { ListenLog } from './listen-log.ts';
import { SendBudget } from './send-budget.ts';

/** Answers worth trying again: the link's limit, a busy or unreachable function. */
const RETRYABLE = new Set(['RESOURCE_EXHAUSTED', 'UNAVAILABLE', 'DEADLINE_EXCEEDED', 'INTERNAL']);
/** Backoff between tries of one report: 2 s doubled each time, at most a minute, with jitter. */
const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;
/** What every tab of a link may send in a minute; the rest of the link's limit is left to the flush on leaving. */
const REPORTS_PER_MINUTE = LISTEN_REPORTS_PER_MINUTE - 2;

export interface ReporterParts {
  send: (data: unknown) => Promise<CallAnswer<unknown>>;
  sendOnLeaving: (data: unknown) => boolean;
  budget: SendBudget;
  schedule: (run: () => void, ms: number) => void;
  random: () => number;
}

/**
 * Sends a recipient's listen log to `recordListen`: one report each REPORT_EVERY_SECONDS of
 * playback while they listen, the rest with a beacon when the page is hidden or left. A report
 * stays in the outbox until the function acknowledges it: a refusal for the link's limit, a busy
 * function or a dropped connection is tried again with backoff, never lost. Every tab of the link
 * draws on one budget (SendBudget), so together they stay inside the function's limit.
 */
export class ListenReporter {
  readonly log = new ListenLog();
  private readonly outbox: ListenEvent[][] = [];
  private busy = false;
  private failures = 0;

  constructor(
    private readonly token: string,
    private readonly parts: ReporterParts,
  ) {}

  static forPage(path: string, token: string): ListenReporter {
    return new ListenReporter(token, {
      send: (data) => call(path, data, { keepalive: true }),
      sendOnLeaving: (data) => beacon(path, data),
      budget: SendBudget.forLink(token, REPORTS_PER_MINUTE),
      schedule: (run, ms) => void setTimeout(run, ms),
      random: Math.random,
    });
  }

  /** Call after logging playback: sends once a report is owed. */
  listened(track: string, version: string, length: number, seconds: number, position: number): void {
    this.log.listened(track, version, length, seconds, position);
    if (this.log.due) this.flush();
  }

  /** What the log holds goes to the outbox, and the outbox out as far as the budget allows. */
  flush(): void {
    this.outbox.push(...this.log.take());
    void this.drain();
  }

  /** The page is hidden or left: everything not yet acknowledged goes by beacon, which outlives the page. */
  leave(): void {
    this.outbox.push(...this.log.take());
    while (this.outbox.length && this.parts.sendOnLeaving({ token: this.token, events: this.outbox[0] }))
      this.outbox.shift();
  }

  /** Unsent reports, for a look from tests and the console. */
  get pending(): number {
    return this.outbox.length;
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.outbox.length) {
        const wait = this.parts.budget.take();
        if (wait > 0) return this.retryIn(wait);
        const answer = await this.parts
          .send({ token: this.token, events: this.outbox[0] })
          .catch((): CallAnswer<unknown> => ({ ok: false, status: 'UNAVAILABLE', message: 'unreachable' }));
        if (!answer.ok && RETRYABLE.has(answer.status)) {
          this.failures += 1;
          const ceiling = Math.min(FIRST_RETRY_MS * 2 ** (this.failures - 1), MAX_RETRY_MS);
          return this.retryIn(ceiling / 2 + this.parts.random() * (ceiling / 2));
        }
        // Acknowledged, or refused for good (the link closed, a forged event): either way it is done.
        if (!answer.ok) console.warn(`recordListen refused a report: ${answer.status} ${answer.message}`);
        this.failures = 0;
        this.outbox.shift();
      }
    } finally {
      this.busy = false;
    }
  }

  private retryIn(ms: number): void {
    this.parts.schedule(() => void this.drain(), ms);
  }

  /** Reports what is left when the page is hidden (a phone may never fire pagehide) or left, for as long as the page lives. */
  attach(): void {
    const leave = () => this.leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
  }
}
