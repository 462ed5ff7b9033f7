/**
 * How many reports the tabs of one shortlist link may send in a minute, counted together: the
 * times of recent sends are kept in localStorage under the link's token, which every tab of the
 * page's origin reads. Where storage is refused (a private window's settings), the tab counts
 * alone.
 */
const WINDOW_MS = 60_000;

interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export class SendBudget {
  private own: number[] = [];

  constructor(
    private readonly key: string,
    private readonly perMinute: number,
    private readonly store: Store | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  static forLink(token: string, perMinute: number): SendBudget {
    let store: Store | undefined;
    try {
      store = window.localStorage;
    } catch {
      store = undefined;
    }
    // The token's first characters name the link well enough and keep the secret out of storage.
    return new SendBudget(`cuesheet-listen-${token.slice(0, 8)}`, perMinute, store);
  }

  private recent(): number[] {
    const since = this.now() - WINDOW_MS;
    let times = this.own;
    try {
      const shared = JSON.parse(this.store?.getItem(this.key) ?? '[]') as unknown;
      if (Array.isArray(shared)) times = shared.filter((time): time is number => typeof time === 'number');
    } catch {
      // A garbled entry counts as none.
    }
    return times.filter((time) => time > since);
  }

  /** 0 and the send counted when the budget allows one now; otherwise the milliseconds to wait. */
  take(): number {
    const times = this.recent();
    if (times.length >= this.perMinute) return Math.max(1, times[0]! + WINDOW_MS - this.now());
    times.push(this.now());
    this.own = times;
    try {
      this.store?.setItem(this.key, JSON.stringify(times));
    } catch {
      // Storage full or refused: this tab keeps its own count.
    }
    return 0;
  }
}
