import { describe, expect, it } from 'vitest';
import { MAX_EVENTS } from '../../../../functions/src/contract/listen-events.ts';
import { ListenLog, PlayheadFollower, REPORT_EVERY_SECONDS } from './listen-log.ts';

describe('the listen log', () => {
  it('owes a report only after 15 s of playback, and starts over after each', () => {
    const log = new ListenLog();
    log.played('night-drive', 'main');
    expect(log.due).toBe(false);
    log.listened('night-drive', 'main', 50, REPORT_EVERY_SECONDS - 0.5, 14.5);
    expect(log.due).toBe(false);
    log.listened('night-drive', 'main', 50, 0.5, 15);
    expect(log.due).toBe(true);
    expect(log.take()).toEqual([
      [
        { kind: 'play', track: 'night-drive', version: 'main' },
        { kind: 'progress', track: 'night-drive', version: 'main', seconds: 15, position: 15 },
      ],
    ]);
    expect(log.due).toBe(false);
    expect(log.empty).toBe(true);
    expect(log.take()).toEqual([]);
  });

  it('reports each version apart, with the furthest point and presses before time heard', () => {
    const log = new ListenLog();
    log.played('night-drive', 'main');
    log.listened('night-drive', 'main', 50, 3, 3);
    log.played('night-drive', 'Instrumental');
    log.listened('night-drive', 'Instrumental', 40, 2, 5);
    log.listened('night-drive', 'Instrumental', 40, 1.04, 30);
    log.downloaded('night-drive', 'Instrumental');
    expect(log.take()).toEqual([
      [
        { kind: 'play', track: 'night-drive', version: 'main' },
        { kind: 'play', track: 'night-drive', version: 'Instrumental' },
        { kind: 'download', track: 'night-drive', version: 'Instrumental' },
        { kind: 'progress', track: 'night-drive', version: 'main', seconds: 3, position: 3 },
        { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 3, position: 30 },
      ],
    ]);
  });

  it('never says more than the version is long in one event, nor more events than a request takes', () => {
    const log = new ListenLog();
    log.played('short', 'main');
    log.listened('short', 'main', 10, 25, 12);
    for (let i = 0; i < MAX_EVENTS; i += 1) log.played('short', 'main');
    const requests = log.take();
    expect(requests.map((events) => events.length)).toEqual([MAX_EVENTS, 4]);
    expect(requests[1]!.slice(1)).toEqual([
      { kind: 'progress', track: 'short', version: 'main', seconds: 10, position: 10 },
      { kind: 'progress', track: 'short', version: 'main', seconds: 10, position: 10 },
      { kind: 'progress', track: 'short', version: 'main', seconds: 5, position: 10 },
    ]);
  });

  it('reports a position reached by seeking with no time heard', () => {
    const log = new ListenLog();
    log.listened('night-drive', 'main', 50, 0, 30);
    expect(log.take()).toEqual([[{ kind: 'progress', track: 'night-drive', version: 'main', position: 30 }]]);
  });
});

describe('the playhead follower', () => {
  it('counts steps of playback and not seeks or restarts', () => {
    const follower = new PlayheadFollower();
    expect(follower.step(0)).toBe(0);
    expect(follower.step(0.25)).toBe(0.25);
    expect(follower.step(0.5)).toBe(0.25);
    expect(follower.step(20)).toBe(0); // a seek forward
    expect(follower.step(20.25)).toBe(0.25);
    expect(follower.step(3)).toBe(0); // a seek back
    follower.restart();
    expect(follower.step(3.25)).toBe(0);
    expect(follower.step(3.5)).toBe(0.25);
  });
});
