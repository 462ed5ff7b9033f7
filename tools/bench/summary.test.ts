import { describe, expect, it } from 'vitest';
import type { RunFigures } from './lighthouse-run.ts';
import { summarise } from './summary.ts';
import { formatTable } from './table.ts';

function run(longTasks: RunFigures['longTasks']): RunFigures {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 1000,
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    totalBytes: 1000,
    jsBytes: 4000,
    longTasks,
    externalRequests: [],
    failedAudits: {},
    benchmarkIndex: 2000,
  };
}

const firstLoad = { gzip: 90_000, bytes: 300_000, brotli: 80_000, files: [] };
const longTaskTarget = (siteRuns: RunFigures[], floorRuns: RunFigures[]) =>
  summarise({ date: '', lighthouse: '', runs: siteRuns.length, firstLoad, siteRuns, floorRuns }).targets.find(
    (target) => target.target.startsWith('no long task'),
  )!;

describe('the long-task target', () => {
  it("counts only tasks attributed to a script, and reports the document's own beside them", () => {
    const documentTask = { url: 'http://127.0.0.1:4000/', startMs: 500, durationMs: 80 };
    const unattributable = { url: 'Unattributable', startMs: 600, durationMs: 140 };
    const target = longTaskTarget([run([documentTask, unattributable])], [run([documentTask])]);
    expect(target.met).toBe(true);
    expect(target.measured).toBe("none (the document's own: 2; the floor's: 1)");
  });

  it('is missed by a script task, naming the longest', () => {
    const tasks = [
      { url: 'http://127.0.0.1:4000/assets/hydrate-abc.js', startMs: 900, durationMs: 90 },
      { url: 'http://127.0.0.1:4000/assets/index-def.js', startMs: 700, durationMs: 60 },
    ];
    const target = longTaskTarget([run(tasks), run([])], [run([])]);
    expect(target.met).toBe(false);
    expect(target.measured).toBe("2 in 2 runs, longest 90 ms (the document's own: 0; the floor's: 0)");
  });
});

describe('the targets: against the floor page, for first taps, and for added text', () => {
  const summary = (extra: Partial<Parameters<typeof summarise>[0]>, site = run([]), floor = run([])) =>
    summarise({ date: '', lighthouse: '', runs: 1, firstLoad, siteRuns: [site], floorRuns: [floor], ...extra }).targets;
  const find = (targets: ReturnType<typeof summary>, start: string) =>
    targets.find((target) => target.target.startsWith(start))!;

  it('holds LCP to 1.05x, TBT to 15 ms over the floor and bytes to 2.2x', () => {
    const targets = summary({}, { ...run([]), lcpMs: 1060, tbtMs: 20, totalBytes: 2300 }, { ...run([]), tbtMs: 4 });
    expect(find(targets, 'LCP').met).toBe(false);
    expect(find(targets, 'TBT')).toMatchObject({ measured: '20 ms (floor 4 ms)', met: false });
    expect(find(targets, 'total bytes')).toMatchObject({ measured: '2.3x', met: false });
  });

  it('misses a first tap over 200 ms and text that adds over 1 kB of JavaScript', () => {
    const targets = summary({
      taps: { runs: { menu: [150, 180, 170], poster: [220, 260, 240] }, median: { menu: 170, poster: 240 } },
      textGrowth: {
        charactersAdded: 5000,
        jsGrowthGzip: 1200,
        htmlGrowthGzip: 1800,
        changedJs: ['index-a.js'],
        jsPer1000Characters: 240,
        htmlPer1000Characters: 360,
      },
    });
    expect(find(targets, 'first tap on the menu')).toMatchObject({
      measured: '170 ms (runs: 150, 180, 170)',
      met: true,
    });
    expect(find(targets, 'first tap on the poster').met).toBe(false);
    expect(find(targets, 'more text')).toMatchObject({
      measured: '+5000 characters: JS +1200 B, HTML +1800 B gzip (360 B per 1,000)',
      met: false,
    });
  });
});

describe('the shortlist page beside the home page', () => {
  const input = {
    date: '',
    lighthouse: '12',
    runs: 3,
    firstLoad,
    siteRuns: [run([]), run([]), run([])],
    floorRuns: [run([]), run([]), run([])],
  };
  const shortlistRuns = [
    { ...run([]), lcpMs: 1900, tbtMs: 30, totalBytes: 60_000, jsBytes: 9000 },
    {
      ...run([]),
      lcpMs: 1700,
      tbtMs: 10,
      totalBytes: 58_000,
      jsBytes: 8000,
      failedAudits: { performance: ['largest-contentful-paint'] },
    },
    { ...run([]), lcpMs: 1800, tbtMs: 20, totalBytes: 59_000, jsBytes: 8500 },
  ];
  const shortlistLoad = { ...firstLoad, gzip: 4300 };

  it('takes the median of each figure of its runs, its own first load and every audit that fell short', () => {
    const result = summarise({
      ...input,
      shortlist: { runs: shortlistRuns, firstLoad: shortlistLoad, tracks: ['night-drive', 'golden-hour'] },
    });
    expect(result.shortlist).toMatchObject({
      lcpMs: 1800,
      tbtMs: 20,
      totalBytes: 59_000,
      jsBytes: 8500,
      firstLoadJsGzip: 4300,
      tracks: ['night-drive', 'golden-hour'],
    });
    expect(result.shortlist!.failedAudits).toEqual({ performance: ['largest-contentful-paint'] });
    expect(result.shortlistRuns).toHaveLength(3);
    expect(result.shortlistSkipped).toBeUndefined();
  });

  it('is a column of the table, with its tracks in the notes', () => {
    const table = formatTable(
      summarise({
        ...input,
        shortlist: { runs: shortlistRuns, firstLoad: shortlistLoad, tracks: ['night-drive', 'golden-hour'] },
      }),
    );
    const line = (label: string) =>
      table
        .split('\n')
        .find((row) => row.startsWith(`| ${label} `))!
        .split('|')
        .map((cell) => cell.trim());
    expect(line('Lighthouse mobile, median of 3')).toEqual([
      '',
      'Lighthouse mobile, median of 3',
      'Site',
      'No-JS floor',
      'Site / floor',
      'Shortlist page',
      '',
    ]);
    expect(line('LCP')).toEqual(['', 'LCP', '1000 ms', '1000 ms', '1.00x', '1800 ms', '']);
    expect(line('JavaScript (transferred)')).toEqual([
      '',
      'JavaScript (transferred)',
      '4.0 kB',
      '4.0 kB',
      '',
      '8.5 kB',
      '',
    ]);
    expect(line('First-load JS (gzipped)').at(-2)).toBe('4.3 kB');
    expect(table).toContain(
      'Shortlist page: /s/<token> of a shortlist of 2 track(s) (night-drive, golden-hour), a new link each run',
    );
    expect(table).toContain('Below 100 on the shortlist page in performance: largest-contentful-paint');
  });

  it('says in one line why it was not measured, and leaves the column out', () => {
    const result = summarise({ ...input, shortlist: { skipped: 'Java was not found' } });
    expect(result.shortlist).toBeUndefined();
    expect(result.shortlistSkipped).toBe('Java was not found');
    const table = formatTable(result);
    expect(table).not.toContain('| Shortlist page');
    expect(table).toContain('Shortlist page: not measured (Java was not found)');
  });
});
