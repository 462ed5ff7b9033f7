import { describe, expect, it } from 'vitest';
import { addVisit, applyEvents, type ListenEvent } from '../contract/listen-events.ts';
import { shortlistFixture } from './fixture.test-data.ts';
import { emptyActivity } from '../contract/shortlist-model.ts';
import { minutesSeconds, reportLine, reportRows, reportTable, reportText } from './report.ts';

const shortlist = shortlistFixture();
const at = Date.UTC(2026, 10, 23, 15, 20);
// A press at the opening, what was heard, reported as it was heard, and a press again once the 2:30 had passed.
const anna = [
  {
    at: at + 60_000,
    events: [{ kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 60, position: 60 }],
  },
  {
    at: at + 102_000,
    events: [
      { kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 42, position: 149.6 },
      { kind: 'download', track: 'night-drive', version: 'Instrumental' },
    ],
  },
  { at: at + 160_000, events: [{ kind: 'play', track: 'night-drive', version: 'Instrumental' }] },
].reduce(
  (activity, batch) => applyEvents(activity, batch.events as ListenEvent[], shortlist, batch.at),
  applyEvents(
    addVisit(emptyActivity('r1'), at),
    [{ kind: 'play', track: 'night-drive', version: 'Instrumental' }],
    shortlist,
    at,
  ),
);

describe('the listen report', () => {
  it('says per recipient and version how often, how much and how far, as the artist reads it', () => {
    const [row] = reportRows(shortlist, [anna]);
    expect(reportLine(row!)).toBe(
      'Anna Lee, Northlight: Night Drive (Instrumental) 2 plays, 1:42 heard, to 2:30 of 2:30; downloaded',
    );
  });

  it('lists every recipient, those who never opened their link too', () => {
    expect(reportText(shortlist, [anna])).toBe(
      [
        'Anna Lee, Northlight <anna@northlight.example>: 1 visit, first 2026-11-23 15:20 UTC',
        '  Anna Lee, Northlight: Night Drive (Instrumental) 2 plays, 1:42 heard, to 2:30 of 2:30; downloaded',
        'Bo Park <bo@meridian.example>: not opened yet',
        '  nothing played',
      ].join('\n'),
    );
  });

  it('names the main version by the track alone', () => {
    const bo = applyEvents(
      emptyActivity('r2'),
      [{ kind: 'play', track: 'golden-hour', version: 'main' }],
      shortlist,
      0,
    );
    expect(reportRows(shortlist, [bo]).map(reportLine)).toEqual([
      'Bo Park: Golden Hour 1 play, 0:00 heard, to 0:00 of 0:40',
    ]);
  });

  it('gives a spreadsheet one row per recipient and version, with numbers as numbers', () => {
    const [header, row] = reportTable([{ id: 'k3m9', shortlist, activities: [anna] }]);
    expect(header).toEqual([
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
    ]);
    expect(row).toEqual([
      'k3m9',
      'Tense, 90-100 BPM',
      'Anna Lee, Northlight',
      'anna@northlight.example',
      'night-drive',
      'Night Drive',
      'Instrumental',
      2,
      102,
      149.6,
      149.6,
      1,
      '2026-11-23T15:20:00.000Z',
      '2026-11-23T15:22:40.000Z',
    ]);
  });

  it('tells the figures of a flood as they were bounded: 12 reports of 25 presses and 25 downloads in a minute', () => {
    const flood = Array.from(
      { length: 25 },
      () =>
        [
          { kind: 'play', track: 'golden-hour', version: 'main' },
          { kind: 'download', track: 'golden-hour', version: 'main' },
        ] as ListenEvent[],
    ).flat();
    const bo = Array.from({ length: 12 }, (_, report) => at + report * 5_000).reduce(
      (activity, time) => applyEvents(activity, flood, shortlist, time),
      addVisit(emptyActivity('r2'), at),
    );
    // Golden Hour is 0:40: a second play 20 s in (its length less the slack for a report's lag), none after within the minute; one download.
    expect(reportRows(shortlist, [bo]).map(reportLine)).toEqual([
      'Bo Park: Golden Hour 2 plays, 0:00 heard, to 0:00 of 0:40; downloaded',
    ]);
  });

  it('rounds lengths to the second as players show them', () => {
    expect([minutesSeconds(0), minutesSeconds(59.5), minutesSeconds(149.6), minutesSeconds(3600)]).toEqual([
      '0:00',
      '1:00',
      '2:30',
      '60:00',
    ]);
  });
});
