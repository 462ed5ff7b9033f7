import type { BenchResult, PageFigures } from './summary.ts';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value} ms`;

const ROWS: [string, (page: PageFigures) => string][] = [
  ['Performance', (page) => String(page.scores.performance)],
  ['Accessibility', (page) => String(page.scores.accessibility)],
  ['Best practices', (page) => String(page.scores['best-practices'])],
  ['SEO', (page) => String(page.scores.seo)],
  ['FCP', (page) => ms(page.fcpMs)],
  ['LCP', (page) => ms(page.lcpMs)],
  ['TBT', (page) => ms(page.tbtMs)],
  ['CLS', (page) => String(page.cls)],
  ['Total bytes (transferred)', (page) => kb(page.totalBytes)],
  ['JavaScript (transferred)', (page) => kb(page.jsBytes)],
  ['First-load JS (gzipped)', (page) => kb(page.firstLoadJsGzip)],
];

function grid(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The figures as a Markdown table (readable in a terminal, pasteable into the README). */
export function formatTable(result: BenchResult): string {
  const ratio = (value: number) => `${value.toFixed(2)}x`;
  const { shortlist } = result;
  const figures = grid(
    [
      'Lighthouse mobile, median of ' + result.runs,
      'Site',
      'No-JS floor',
      'Site / floor',
      ...(shortlist ? ['Shortlist page'] : []),
    ],
    ROWS.map(([label, pick]) => {
      const extra =
        label === 'LCP'
          ? ratio(result.ratio.lcp)
          : label.startsWith('Total bytes')
            ? ratio(result.ratio.totalBytes)
            : '';
      return [label, pick(result.site), pick(result.floor), extra, ...(shortlist ? [pick(shortlist)] : [])];
    }),
  );
  const targets = grid(
    ['Target', 'Measured', 'Met'],
    result.targets.map((target) => [target.target, target.measured, target.met ? 'yes' : 'NO']),
  );
  const islands = result.islandBytes
    ? [
        '',
        grid(
          ['JavaScript on first use (transferred)', 'Bytes'],
          [
            ['runtime every island shares (React, Emotion), once', kb(result.islandBytes.runtime)],
            ...Object.entries(result.islandBytes.islands).map(([name, bytes]) => [name, kb(bytes)]),
          ],
        ),
      ]
    : [];
  const notes = [
    `Lighthouse ${result.lighthouse}, ${result.preset}; CPU benchmark index ${result.benchmarkIndex} (higher is faster)`,
    `External requests during the runs: ${result.externalRequests.length ? result.externalRequests.join(', ') : 'none'}`,
    ...Object.entries(result.failedAudits).map(
      ([category, audits]) => `Below 100 in ${category}: ${audits!.join(', ')}`,
    ),
    ...(shortlist
      ? [
          `Shortlist page: /s/<token> of a shortlist of ${shortlist.tracks.length} track(s) (${shortlist.tracks.join(', ')}), a new link each run, answered by getShortlist on the Functions emulator`,
          ...Object.entries(shortlist.failedAudits).map(
            ([category, audits]) => `Below 100 on the shortlist page in ${category}: ${audits!.join(', ')}`,
          ),
        ]
      : []),
    ...(result.shortlistSkipped ? [`Shortlist page: not measured (${result.shortlistSkipped})`] : []),
  ];
  return [figures, ...islands, '', targets, '', ...notes].join('\n');
}
