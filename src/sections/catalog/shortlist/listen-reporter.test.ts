import { describe, expect, it } from 'vitest';
import type { CallAnswer } from '../../../callable/callable.ts';
import { ListenReporter } from './listen-reporter.ts';
import { SendBudget } from './send-budget.ts';

/** A reporter wired to a scripted function, a manual clock and timers run by hand. */
function rig(
  answers: Array<CallAnswer<unknown> | 'network'>,
  { perMinute = 10, store = new Map<string, string>() } = {},
) {
  let now = 0;
  const timers: Array<{ at: number; run: () => void }> = [];
  const sent: unknown[] = [];
  const beacons: unknown[] = [];
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
  const reporter = new ListenReporter('tok', {
    send: async (data) => {
      sent.push(data);
      const answer = answers.shift() ?? { ok: true, result: { ok: true } };
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return answer;
    },
    sendOnLeaving: (data) => (beacons.push(data), true),
    budget: new SendBudget('k', perMinute, storage, () => now),
    schedule: (run, ms) => void timers.push({ at: now + ms, run }),
    random: () => 0.5,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Moves the clock on, running the timers that fall due. */
  const advance = async (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
      await settle();
    }
  };
  return { reporter, sent, beacons, advance, settle, timers, store };
}

const report = (reporter: ListenReporter, seconds = 15) => {
  reporter.log.played('night-drive', 'main');
  reporter.listened('night-drive', 'main', 150, seconds, seconds);
};

describe('the listen reporter', () => {
  it('keeps a report until the function acknowledges it, trying again with backoff after a 429, a 503 or a dropped connection', async () => {
    const { reporter, sent, advance, settle } = rig([
      { ok: false, status: 'RESOURCE_EXHAUSTED', message: 'limit' },
      'network',
      { ok: false, status: 'UNAVAILABLE', message: 'busy' },
    ]);
    report(reporter);
    await settle();
    expect([sent.length, reporter.pending]).toEqual([1, 1]);
    await advance(1499);
    expect(sent).toHaveLength(1);
    await advance(1); // 2 s ceiling, half fixed and half jitter: 1.5 s
    await advance(3000); // then 4 s: 3 s
    await advance(6000); // then 8 s: 6 s
    expect([sent.length, reporter.pending]).toEqual([4, 0]);
    expect(new Set(sent.map((data) => JSON.stringify(data))).size).toBe(1);
  });

  it('drops a report the function refuses for good, and goes on with the next', async () => {
    const { reporter, sent, settle } = rig([{ ok: false, status: 'INVALID_ARGUMENT', message: 'forged' }]);
    const warn = console.warn;
    console.warn = () => undefined;
    report(reporter);
    await settle();
    report(reporter);
    await settle();
    console.warn = warn;
    expect([sent.length, reporter.pending]).toEqual([2, 0]);
  });

  it('sends what is left with a beacon when the page is hidden, unacknowledged reports included', async () => {
    const { reporter, beacons, settle } = rig(['network']);
    report(reporter);
    await settle();
    reporter.log.downloaded('night-drive', 'main');
    reporter.leave();
    expect(beacons).toHaveLength(2);
    expect(reporter.pending).toBe(0);
  });

  it('shares one budget among the tabs of a link: past it, reports wait in the outbox for the minute to turn', async () => {
    const store = new Map<string, string>();
    const tabs = [rig([], { perMinute: 3, store }), rig([], { perMinute: 3, store })];
    for (const tab of tabs)
      for (let i = 0; i < 2; i += 1) {
        report(tab.reporter);
        await tab.settle();
      }
    expect(tabs.map((tab) => tab.sent.length)).toEqual([2, 1]);
    expect(tabs[1]!.reporter.pending).toBe(1);
    await tabs[1]!.advance(60_000);
    expect([tabs[1]!.sent.length, tabs[1]!.reporter.pending]).toEqual([2, 0]);
  });
});
