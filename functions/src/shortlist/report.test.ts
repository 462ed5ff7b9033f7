import { describe, expect, it } from 'vitest';
import { addVisit, applyEvents, type ListenEvent } from '../contract/listen-events.js';
import { shortlistFixture } from './fixture.test-data.js';
import { emptyActivity } from '../contract/shortlist-model.js';
import { minutesSeconds, reportLine, reportRows, reportTable, reportText } from './report.js';

const shortlist = shortlistFixture();
const at = Date.UTC(2026, 10, 23, 15, 20);
// Three presses at the opening, then what was heard, reported as it was heard.
const anna = [
  { at: at + 60_000, events: [{ kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 60, position: 60 }] },
  { at: at + 102_000, events: [{ kind: 'progress', track: 'night-drive', version: 'Instrumental', seconds: 42, position: 149.6 }, { kind: 'download', track: 'night-drive', version: 'Instrumental' }] },
].reduce(
  (activity, batch) => applyEvents(activity, batch.events as ListenEvent[], shortlist, batch.at),
  applyEvents(addVisit(emptyActivity('r1'), at), Array.from({ length: 3 }, () => ({ kind: 'play', track: 'night-drive', version: 'Instrumental' }) as ListenEvent), shortlist, at),
);

describe('the listen report', () => {
  it('says per recipient and version how often, how much and how far, as the artist reads it', () => {
    const [row] = reportRows(shortlist, [anna]);
    expect(reportLine(row!)).toBe('Anna Lee, Northlight: Night Drive (Instrumental) 3 plays, 1:42 heard, to 2:30 of 2:30; downloaded');
  });

  it('lists every recipient, those who never opened their link too', () => {
    expect(reportText(shortlist, [anna])).toBe(
      [
        'Anna Lee, Northlight <anna@northlight.example>: 1 visit, first 2026-11-23 15:20 UTC',
        '  Anna Lee, Northlight: Night Drive (Instrumental) 3 plays, 1:42 heard, to 2:30 of 2:30; downloaded',
        'Bo Park <bo@meridian.example>: not opened yet',
        '  nothing played',
      ].join('\n'),
    );
  });

  it('names the main version by the track alone', () => {
    const bo = applyEvents(emptyActivity('r2'), [{ kind: 'play', track: 'golden-hour', version: 'main' }], shortlist, 0);
    expect(reportRows(shortlist, [bo]).map(reportLine)).toEqual(['Bo Park: Golden Hour 1 play, 0:00 heard, to 0:00 of 0:40']);
  });

  it('gives a spreadsheet one row per recipient and version, with numbers as numbers', () => {
    const [header, row] = reportTable([{ id: 'k3m9', shortlist, activities: [anna] }]);
    expect(header).toEqual(['Shortlist', 'Title', 'Recipient', 'Email', 'Track id', 'Track', 'Version', 'Plays', 'Seconds heard', 'Furthest (s)', 'Length (s)', 'Downloads', 'First (UTC)', 'Last (UTC)']);
    expect(row).toEqual(['k3m9', 'Tense, 90-100 BPM', 'Anna Lee, Northlight', 'anna@northlight.example', 'night-drive', 'Night Drive', 'Instrumental', 3, 102, 149.6, 149.6, 1, '2026-11-23T15:20:00.000Z', '2026-11-23T15:21:42.000Z']);
  });

  it('rounds lengths to the second as players show them', () => {
    expect([minutesSeconds(0), minutesSeconds(59.5), minutesSeconds(149.6), minutesSeconds(3600)]).toEqual(['0:00', '1:00', '2:30', '60:00']);
  });
});
