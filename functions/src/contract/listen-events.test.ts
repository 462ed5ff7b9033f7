import { describe, expect, it } from 'vitest';
import { addVisit, applyEvents, checkEvents, checkRequestShape, MAX_EVENTS, type ListenEvent } from './listen-events.js';
import { shortlistFixture } from '../shortlist/fixture.test-data.js';
import { emptyActivity } from './shortlist-model.js';

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
    const events = [play, { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 14.9, position: 15 }, { kind: 'download', track: 'golden-hour', version: 'main' }];
    expect(check(events)).toEqual({ ok: true, value: events });
  });

  it('refuses tracks and versions the shortlist does not offer, naming the event', () => {
    expect(refusal([{ kind: 'play', track: 'paper-moons', version: 'main' }])).toBe('events[0].track is not in this shortlist');
    expect(refusal([play, { kind: 'play', track: 'golden-hour', version: 'Instrumental' }])).toBe(
      'events[1].version is not offered for this track in this shortlist',
    );
  });

  it('refuses seconds or a position beyond the version’s length', () => {
    expect(refusal([play, { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 151 }])).toBe("events[1].seconds is beyond the track's length (149.6 s)");
    expect(refusal([play, { kind: 'progress', track: 'night-drive', version: 'Instrumental', position: 400 }])).toBe("events[1].position is beyond the track's length (149.6 s)");
    expect(refusal([play, { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: -1 }])).toBe('events[1].seconds must be above 0');
    expect(refusal([play, { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: Number.NaN }])).toBe('events[1].seconds must be a number');
  });

  it('refuses time heard on a version never played: only a press starts the count', () => {
    expect(refusal([{ kind: 'progress', track: 'night-drive', version: 'main', seconds: 10 }])).toBe('events[0].kind: progress of a version that was never played');
    const played = applyEvents(fresh, [{ kind: 'play', track: 'night-drive', version: 'main' }], shortlist, 1);
    expect(refusal([{ kind: 'progress', track: 'night-drive', version: 'main', seconds: 10 }], played)).toBeNull();
  });

  it('refuses too many events, unknown kinds and fields a kind does not take', () => {
    expect(refusal(Array.from({ length: MAX_EVENTS + 1 }, () => play))).toBe(`events must hold at most ${MAX_EVENTS} events`);
    expect(refusal([])).toBe('events must hold at least one event');
    // A visit is counted by getShortlist when the page opens; a page cannot add more.
    expect(refusal([{ kind: 'visit' }])).toBe('events[0].kind must be one of play, progress, download');
    expect(refusal([{ kind: 'play', track: 'night-drive', version: 'main', seconds: 3 }])).toBe('events[0].seconds is not accepted for a play event');
    expect(refusal([{ ...play, seconds: 3 }])).toBe('events[0].seconds is not accepted for a play event');
  });

  it('refuses downloads when the shortlist offers none', () => {
    const result = checkEvents([{ kind: 'download', track: 'golden-hour', version: 'main' }], shortlistFixture({ downloads: false }), fresh);
    expect(result).toEqual({ ok: false, message: 'events[0].kind: this shortlist offers no downloads' });
  });

  it('names an unknown top-level field', () => {
    expect(checkRequestShape({ token: 'x', events: [], extra: 1 }, ['token', 'events'])).toEqual({ ok: false, message: '"extra" is not an accepted field' });
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
    const second = applyEvents(addVisit(first, 2000), [{ kind: 'play', track: 'night-drive', version: 'Instrumental' }, { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 5, position: 20 }, { kind: 'download', track: 'night-drive', version: 'Instrumental' }], shortlist, 2000);
    expect(second).toEqual({
      recipient: 'r1',
      visits: 2,
      firstVisit: 1000,
      lastVisit: 2000,
      tracks: { 'night-drive': { Instrumental: { plays: 2, seconds: 30, furthest: 80, downloads: 1, firstAt: 1000, lastAt: 2000, heardUntil: 31_040 } } },
    });
  });

  it('counts a visit with no listening, keeping the first', () => {
    expect(addVisit(emptyActivity('r1'), 5)).toEqual({ recipient: 'r1', visits: 1, firstVisit: 5, lastVisit: 5, tracks: {} });
    expect(addVisit(addVisit(emptyActivity('r1'), 5), 9)).toEqual({ recipient: 'r1', visits: 2, firstVisit: 5, lastVisit: 9, tracks: {} });
  });

  it('refuses listening before the link was opened', () => {
    expect(refusal([play], emptyActivity('r1'))).toBe('the link was never opened: listening is counted after the page is');
  });

  it("bounds time heard by the server's time since the version's last report, or the opening, plus slack", () => {
    const burst = Array.from({ length: 12 }, () => ({ kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 149.6, position: 149.6 }) as ListenEvent);
    // Twelve requests of a whole play each, 0.1 s after the press: that and the slack, not 30 minutes.
    let activity = applyEvents(fresh, [play as ListenEvent], shortlist, 1000);
    for (const event of burst) activity = applyEvents(activity, [event], shortlist, 1000 + 100);
    expect(activity.tracks['night-drive']?.Instrumental?.seconds).toBe(30.1);
    // Real listening, reported every 15 s, is counted whole.
    let real = applyEvents(fresh, [play as ListenEvent, { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 15 }], shortlist, 15_000);
    for (let report = 2; report <= 6; report++) real = applyEvents(real, [{ kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 15 }], shortlist, report * 15_000);
    expect(real.tracks['night-drive']?.Instrumental?.seconds).toBe(90);
  });

  it('never puts the furthest point past the end', () => {
    const played = applyEvents(fresh, [{ kind: 'play', track: 'golden-hour', version: 'main' }, { kind: 'progress', track: 'golden-hour', version: 'main', position: 40.8 }], shortlist, 1);
    expect(played.tracks['golden-hour']?.main?.furthest).toBe(40);
  });
});
