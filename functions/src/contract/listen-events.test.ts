import { describe, expect, it } from 'vitest';
import {
  addVisit,
  applyEvents,
  checkEvents,
  checkRequestShape,
  DOWNLOAD_INTERVAL_SECONDS,
  MAX_EVENTS,
  MIN_PLAY_INTERVAL_SECONDS,
  type ListenEvent,
} from './listen-events.ts';
import { shortlistFixture } from '../shortlist/fixture.test-data.ts';
import { emptyActivity, type Activity } from './shortlist-model.ts';

const shortlist = shortlistFixture();
// Opened at 0 s: listening is counted after the page is.
const fresh = addVisit(emptyActivity('r1'), 0);
const check = (events: unknown, activity = fresh) => checkEvents(events, shortlist, activity);
const refusal = (events: unknown, activity = fresh) => {
  const result = check(events, activity);
  return result.ok ? null : result.message;
};
const play = { kind: 'play', track: 'night-drive', version: 'Instrumental' };

describe('checking listen events', () => {
  it('accepts a press, progress and a download', () => {
    const events = [
      play,
      { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 14.9, position: 15 },
      { kind: 'download', track: 'golden-hour', version: 'main' },
    ];
    expect(check(events)).toEqual({ ok: true, value: events });
  });

  it('refuses tracks and versions the shortlist does not offer, naming the event', () => {
    expect(refusal([{ kind: 'play', track: 'paper-moons', version: 'main' }])).toBe(
      'events[0].track is not in this shortlist',
    );
    expect(refusal([play, { kind: 'play', track: 'golden-hour', version: 'Instrumental' }])).toBe(
      'events[1].version is not offered for this track in this shortlist',
    );
  });

  it('refuses seconds or a position beyond the version’s length', () => {
    expect(refusal([play, { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 151 }])).toBe(
      "events[1].seconds is beyond the track's length (149.6 s)",
    );
    expect(refusal([play, { kind: 'progress', track: 'night-drive', version: 'Instrumental', position: 400 }])).toBe(
      "events[1].position is beyond the track's length (149.6 s)",
    );
    expect(refusal([play, { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: -1 }])).toBe(
      'events[1].seconds must be above 0',
    );
    expect(
      refusal([play, { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: Number.NaN }]),
    ).toBe('events[1].seconds must be a number');
  });

  it('refuses time heard on a version never played: only a press starts the count', () => {
    expect(refusal([{ kind: 'progress', track: 'night-drive', version: 'main', seconds: 10 }])).toBe(
      'events[0].kind: progress of a version that was never played',
    );
    const played = applyEvents(fresh, [{ kind: 'play', track: 'night-drive', version: 'main' }], shortlist, 1);
    expect(refusal([{ kind: 'progress', track: 'night-drive', version: 'main', seconds: 10 }], played)).toBeNull();
  });

  it('refuses too many events, unknown kinds and fields a kind does not take', () => {
    expect(refusal(Array.from({ length: MAX_EVENTS + 1 }, () => play))).toBe(
      `events must hold at most ${MAX_EVENTS} events`,
    );
    expect(refusal([])).toBe('events must hold at least one event');
    // A visit is counted by getShortlist when the page opens; a page cannot add more.
    expect(refusal([{ kind: 'visit' }])).toBe('events[0].kind must be one of play, progress, download');
    expect(refusal([{ kind: 'play', track: 'night-drive', version: 'main', seconds: 3 }])).toBe(
      'events[0].seconds is not accepted for a play event',
    );
    expect(refusal([{ ...play, seconds: 3 }])).toBe('events[0].seconds is not accepted for a play event');
  });

  it('refuses downloads when the shortlist offers none', () => {
    const result = checkEvents(
      [{ kind: 'download', track: 'golden-hour', version: 'main' }],
      shortlistFixture({ downloads: false }),
      fresh,
    );
    expect(result).toEqual({ ok: false, message: 'events[0].kind: this shortlist offers no downloads' });
  });

  it('names an unknown top-level field', () => {
    expect(checkRequestShape({ token: 'x', events: [], extra: 1 }, ['token', 'events'])).toEqual({
      ok: false,
      message: '"extra" is not an accepted field',
    });
    expect(checkRequestShape([], ['token'])).toEqual({ ok: false, message: 'data must be an object' });
  });
});

describe('adding events up', () => {
  it('counts presses as plays, sums seconds, keeps the furthest point and the first and last times', () => {
    const events: ListenEvent[] = [
      { kind: 'play', track: 'night-drive', version: 'Instrumental' },
      { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 15, position: 15 },
      { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 10.04, position: 80 },
    ];
    const first = applyEvents(addVisit(emptyActivity('r1'), 1000), events, shortlist, 1000);
    // Back after the version's 149.6 s: its second play.
    const second = applyEvents(
      addVisit(first, 160_000),
      [
        { kind: 'play', track: 'night-drive', version: 'Instrumental' },
        { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 5, position: 20 },
        { kind: 'download', track: 'night-drive', version: 'Instrumental' },
      ],
      shortlist,
      160_000,
    );
    expect(second).toEqual({
      recipient: 'r1',
      visits: 2,
      firstVisit: 1000,
      lastVisit: 160_000,
      tracks: {
        'night-drive': {
          Instrumental: {
            plays: 2,
            seconds: 30,
            furthest: 80,
            downloads: 1,
            firstAt: 1000,
            lastAt: 160_000,
            heardUntil: 165_000,
            playsUntil: 309_600,
            downloadsUntil: 220_000,
          },
        },
      },
    });
  });

  it('counts a visit with no listening, keeping the first', () => {
    expect(addVisit(emptyActivity('r1'), 5)).toEqual({
      recipient: 'r1',
      visits: 1,
      firstVisit: 5,
      lastVisit: 5,
      tracks: {},
    });
    expect(addVisit(addVisit(emptyActivity('r1'), 5), 9)).toEqual({
      recipient: 'r1',
      visits: 2,
      firstVisit: 5,
      lastVisit: 9,
      tracks: {},
    });
  });

  it('refuses listening before the link was opened', () => {
    expect(refusal([play], emptyActivity('r1'))).toBe(
      'the link was never opened: listening is counted after the page is',
    );
  });

  it("bounds time heard by the server's time since the version's last report, or the opening, plus slack", () => {
    const burst = Array.from(
      { length: 12 },
      () =>
        ({
          kind: 'progress',
          track: 'night-drive',
          version: 'Instrumental',
          seconds: 149.6,
          position: 149.6,
        }) as ListenEvent,
    );
    // Twelve requests of a whole play each, 0.1 s after the press: that and the slack, not 30 minutes.
    let activity = applyEvents(fresh, [play as ListenEvent], shortlist, 1000);
    for (const event of burst) activity = applyEvents(activity, [event], shortlist, 1000 + 100);
    expect(activity.tracks['night-drive']?.Instrumental?.seconds).toBe(30.1);
    // Real listening, reported every 15 s, is counted whole.
    let real = applyEvents(
      fresh,
      [play as ListenEvent, { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 15 }],
      shortlist,
      15_000,
    );
    for (let report = 2; report <= 6; report++)
      real = applyEvents(
        real,
        [{ kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 15 }],
        shortlist,
        report * 15_000,
      );
    expect(real.tracks['night-drive']?.Instrumental?.seconds).toBe(90);
  });

  it('never puts the furthest point past the end', () => {
    const played = applyEvents(
      fresh,
      [
        { kind: 'play', track: 'golden-hour', version: 'main' },
        { kind: 'progress', track: 'golden-hour', version: 'main', position: 40.8 },
      ],
      shortlist,
      1,
    );
    expect(played.tracks['golden-hour']?.main?.furthest).toBe(40);
  });
});

describe('bounding plays and downloads by the server’s clock', () => {
  const instrumental = { track: 'night-drive', version: 'Instrumental' } as const;
  const figuresOf = (activity: Activity, track: string, version: string) => activity.tracks[track]?.[version];

  it('counts a flood of 12 reports of 25 presses and 25 downloads in a minute as one play and one download, refusing none', () => {
    const flood = Array.from({ length: 25 }, () => [
      { kind: 'play', ...instrumental },
      { kind: 'download', ...instrumental },
    ]).flat();
    let activity = fresh;
    for (let report = 0; report < 12; report++) {
      const checked = check(flood, activity);
      if (!checked.ok) throw new Error(checked.message);
      activity = applyEvents(activity, checked.value, shortlist, report * 5_000);
    }
    expect(figuresOf(activity, 'night-drive', 'Instrumental')).toMatchObject({
      plays: 1,
      downloads: 1,
      lastAt: 55_000,
    });
  });

  it('counts a replay as the version ends as a new play, not a restart within it', () => {
    // Golden Hour is 40 s: a restart 10 s in is the same hearing. A replay as it ends reaches the
    // server with the report then due, the first press with the report 15 s after it: some 25 s
    // apart, more than its length less the 20 s of slack.
    const press = (activity: Activity, at: number) =>
      applyEvents(activity, [{ kind: 'play', track: 'golden-hour', version: 'main' }], shortlist, at);
    const restarted = press(press(fresh, 1_000), 11_000);
    expect(figuresOf(restarted, 'golden-hour', 'main')?.plays).toBe(1);
    expect(figuresOf(press(restarted, 20_999), 'golden-hour', 'main')?.plays).toBe(1);
    const replayed = press(restarted, 26_000);
    expect(figuresOf(replayed, 'golden-hour', 'main')?.plays).toBe(2);
    // The slack is lent, not given: a third play needs two lengths since the first, less the slack.
    expect(figuresOf(press(replayed, 61_000 - 1), 'golden-hour', 'main')?.plays).toBe(2);
    expect(figuresOf(press(replayed, 61_000), 'golden-hour', 'main')?.plays).toBe(3);
    // Each version has its own clock: a switch to the other version while one plays is its play.
    const switched = applyEvents(press(fresh, 1_000), [{ kind: 'play', ...instrumental }], shortlist, 2_000);
    expect([
      figuresOf(switched, 'golden-hour', 'main')?.plays,
      figuresOf(switched, 'night-drive', 'Instrumental')?.plays,
    ]).toEqual([1, 1]);
  });

  it(`counts a cue shorter than ${MIN_PLAY_INTERVAL_SECONDS} s as one of ${MIN_PLAY_INTERVAL_SECONDS} s`, () => {
    const sting = {
      ...shortlist,
      tracks: shortlist.tracks.map((track) => ({
        ...track,
        versions: track.versions.map((version) => ({ ...version, durationSeconds: 5 })),
      })),
    };
    let activity = fresh;
    // A press every 5 s for a minute, as a script (or a supervisor looping a logo) would.
    for (let at = 0; at < 60_000; at += 5_000)
      activity = applyEvents(activity, [{ kind: 'play', track: 'golden-hour', version: 'main' }], sting, at);
    // At 0, 10 s (the slack lent) and 40 s; then two a minute, not twelve.
    expect(figuresOf(activity, 'golden-hour', 'main')?.plays).toBe(3);
    for (let at = 60_000; at < 600_000; at += 5_000)
      activity = applyEvents(activity, [{ kind: 'play', track: 'golden-hour', version: 'main' }], sting, at);
    expect(figuresOf(activity, 'golden-hour', 'main')?.plays).toBe(21);
  });

  it(`counts a download once per ${DOWNLOAD_INTERVAL_SECONDS} s per version`, () => {
    const download = (activity: Activity, at: number) =>
      applyEvents(activity, [{ kind: 'download', ...instrumental }], shortlist, at);
    const twice = download(download(fresh, 0), 59_999);
    expect(figuresOf(twice, 'night-drive', 'Instrumental')?.downloads).toBe(1);
    expect(figuresOf(download(twice, 60_000), 'night-drive', 'Instrumental')?.downloads).toBe(2);
  });

  it('reads figures stored before plays were bounded: the next press counts, and from then on the bound holds', () => {
    const stored = {
      ...fresh,
      tracks: {
        'night-drive': {
          Instrumental: { plays: 4, seconds: 120, furthest: 149.6, downloads: 2, firstAt: 0, lastAt: 10_000 },
        },
      },
    };
    const after = applyEvents(
      stored,
      [
        { kind: 'play', ...instrumental },
        { kind: 'play', ...instrumental },
        { kind: 'download', ...instrumental },
        { kind: 'download', ...instrumental },
      ],
      shortlist,
      20_000,
    );
    expect(figuresOf(after, 'night-drive', 'Instrumental')).toMatchObject({
      plays: 5,
      downloads: 3,
      playsUntil: 169_600,
      downloadsUntil: 80_000,
    });
  });
});
