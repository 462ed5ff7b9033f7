import type { FirstLoad } from './first-load.ts';
import type { IslandBytes, TapTimings } from './interaction.ts';
import { CATEGORIES, type Category, type RunFigures } from './lighthouse-run.ts';
import { median } from './median.ts';
import type { TextGrowth } from './text-growth.ts';

/** JavaScript fetched on load before any interaction: at most 15 kB, counted as Vite prints sizes (1 kB = 1000 bytes) so the two agree. */
export const FIRST_LOAD_BUDGET_BYTES = 15_000;
/** Lighthouse's own threshold for a task it counts as long. */
const LONG_TASK_MS = 50;
/** More prose may add at most this much JavaScript (gzip): none is expected. */
export const TEXT_GROWTH_BUDGET_BYTES = 1_000;
/** A first tap answered within this, at 4x CPU slowdown, feels immediate. */
export const FIRST_TAP_BUDGET_MS = 200;

/** One page's medians: a run's figures less the per-run detail, plus the first-load bytes. */
export interface PageFigures extends Pick<
  RunFigures,
  'scores' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'totalBytes' | 'jsBytes'
> {
  firstLoadJsGzip: number;
}

export interface Target {
  target: string;
  measured: string;
  met: boolean;
}

export interface BenchResult {
  date: string;
  lighthouse: string;
  preset: string;
  runs: number;
  /** Median of Lighthouse's CPU benchmark over the runs: on a busy or slow machine, TBT and LCP grow. */
  benchmarkIndex: number;
  site: PageFigures;
  floor: PageFigures;
  /** The shortlist page (`/s/<token>`) with its tracks, measured like the home page; absent when it was not. */
  shortlist?: ShortlistFigures;
  /** Why the shortlist page was not measured. */
  shortlistSkipped?: string;
  ratio: { lcp: number; totalBytes: number };
  firstLoad: FirstLoad;
  longTasks: RunFigures['longTasks'];
  externalRequests: string[];
  failedAudits: RunFigures['failedAudits'];
  targets: Target[];
  /** What each island fetches when it wakes; absent when not measured. */
  islandBytes?: IslandBytes;
  taps?: TapTimings;
  textGrowth?: TextGrowth;
  siteRuns: RunFigures[];
  floorRuns: RunFigures[];
  shortlistRuns?: RunFigures[];
}

export interface ShortlistFigures extends PageFigures {
  /** The shortlist's tracks, by id. */
  tracks: string[];
  failedAudits: RunFigures['failedAudits'];
}

/** What the shortlist page's runs gave, or why there are none. */
export type ShortlistInput = { runs: RunFigures[]; firstLoad?: FirstLoad; tracks: string[] } | { skipped: string };

/** Each figure is the median of the runs on its own (not the figures of one median run). */
function medians(runs: RunFigures[], firstLoadJsGzip: number): PageFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])) as Record<
    Category,
    number
  >;
  return {
    scores,
    fcpMs: Math.round(of((run) => run.fcpMs)),
    lcpMs: Math.round(of((run) => run.lcpMs)),
    tbtMs: Math.round(of((run) => run.tbtMs)),
    cls: Number(of((run) => run.cls).toFixed(4)),
    totalBytes: Math.round(of((run) => run.totalBytes)),
    jsBytes: Math.round(of((run) => run.jsBytes)),
    firstLoadJsGzip,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Every audit that kept a category below 100 in any of the runs. */
function failedIn(runs: readonly RunFigures[]): RunFigures['failedAudits'] {
  const failedAudits: RunFigures['failedAudits'] = {};
  for (const id of CATEGORIES) {
    const failed = [...new Set(runs.flatMap((run) => run.failedAudits[id] ?? []))];
    if (failed.length) failedAudits[id] = failed;
  }
  return failedAudits;
}

export function summarise(input: {
  date: string;
  lighthouse: string;
  runs: number;
  firstLoad: FirstLoad;
  siteRuns: RunFigures[];
  floorRuns: RunFigures[];
  islandBytes?: IslandBytes;
  taps?: TapTimings;
  textGrowth?: TextGrowth;
  shortlist?: ShortlistInput;
}): BenchResult {
  const { firstLoad, siteRuns, floorRuns, islandBytes, taps, textGrowth } = input;
  const site = medians(siteRuns, firstLoad.gzip);
  const floor = medians(floorRuns, 0);
  const measured = input.shortlist && 'runs' in input.shortlist ? input.shortlist : undefined;
  const shortlist: ShortlistFigures | undefined = measured && {
    ...medians(measured.runs, measured.firstLoad?.gzip ?? 0),
    tracks: measured.tracks,
    failedAudits: failedIn(measured.runs),
  };
  const shortlistRuns = measured?.runs ?? [];
  const ratio = { lcp: round2(site.lcpMs / floor.lcpMs), totalBytes: round2(site.totalBytes / floor.totalBytes) };
  const longTasks = siteRuns.flatMap((run) => run.longTasks);
  const externalRequests = [
    ...new Set([...siteRuns, ...floorRuns, ...shortlistRuns].flatMap((run) => run.externalRequests)),
  ];
  const failedAudits = failedIn(siteRuns);
  const lazyInFirstLoad = [...new Set(firstLoad.files.flatMap((file) => file.libraries))];
  // The target is about the app: tasks Lighthouse attributes to a script. The document's own
  // parsing, style and layout tasks (URL of the page or 'Unattributable') show up on the floor too.
  const scriptTasks = longTasks.filter((task) => /\.m?js(\?|$)/.test(task.url));
  const longest = Math.max(0, ...scriptTasks.map((task) => task.durationMs));
  const documentTasks = longTasks.length - scriptTasks.length;
  const floorTasks = floorRuns.flatMap((run) => run.longTasks).length;
  const targets: Target[] = [
    ...CATEGORIES.map((id) => ({
      target: `Lighthouse ${id} 100`,
      measured: String(site.scores[id]),
      met: site.scores[id] === 100,
    })),
    { target: 'LCP within 1.05x of the floor', measured: `${ratio.lcp}x`, met: ratio.lcp <= 1.05 },
    { target: 'CLS 0', measured: String(site.cls), met: site.cls === 0 },
    {
      target: 'TBT within 15 ms of the floor',
      measured: `${site.tbtMs} ms (floor ${floor.tbtMs} ms)`,
      met: site.tbtMs - floor.tbtMs <= 15,
    },
    { target: 'total bytes at most 2.2x the floor', measured: `${ratio.totalBytes}x`, met: ratio.totalBytes <= 2.2 },
    {
      target: `first-load JS at most ${FIRST_LOAD_BUDGET_BYTES / 1000} kB gzipped`,
      measured: `${(firstLoad.gzip / 1000).toFixed(1)} kB`,
      met: firstLoad.gzip <= FIRST_LOAD_BUDGET_BYTES,
    },
    {
      target: 'no Firebase or toast code in the first load',
      measured: lazyInFirstLoad.length ? lazyInFirstLoad.join(', ') : 'none',
      met: lazyInFirstLoad.length === 0,
    },
    {
      target: `no long task (${LONG_TASK_MS} ms+) from the app's scripts`,
      measured: `${scriptTasks.length ? `${scriptTasks.length} in ${siteRuns.length} runs, longest ${longest} ms` : 'none'} (the document's own: ${documentTasks}; the floor's: ${floorTasks})`,
      met: scriptTasks.length === 0,
    },
    ...(textGrowth
      ? [
          {
            target: `more text adds at most ${TEXT_GROWTH_BUDGET_BYTES / 1000} kB of JavaScript`,
            measured: `+${textGrowth.charactersAdded} characters: JS ${signed(textGrowth.jsGrowthGzip)} B, HTML ${signed(textGrowth.htmlGrowthGzip)} B gzip (${textGrowth.htmlPer1000Characters} B per 1,000)`,
            met: textGrowth.jsGrowthGzip <= TEXT_GROWTH_BUDGET_BYTES,
          },
        ]
      : []),
    ...Object.entries(taps?.median ?? {}).map(([tap, medianMs]) => ({
      target: `first tap on the ${tap} answered within ${FIRST_TAP_BUDGET_MS} ms (4x CPU)`,
      measured: `${medianMs} ms (runs: ${taps!.runs[tap]!.join(', ')})`,
      met: medianMs <= FIRST_TAP_BUDGET_MS,
    })),
  ];
  return {
    date: input.date,
    lighthouse: input.lighthouse,
    preset: 'mobile (default config), simulated throttling',
    runs: input.runs,
    benchmarkIndex: median([...siteRuns, ...floorRuns, ...shortlistRuns].map((run) => run.benchmarkIndex)),
    site,
    floor,
    ...(shortlist && { shortlist }),
    ...(input.shortlist && 'skipped' in input.shortlist && { shortlistSkipped: input.shortlist.skipped }),
    ratio,
    firstLoad,
    longTasks,
    externalRequests,
    failedAudits,
    targets,
    ...(islandBytes && { islandBytes }),
    ...(taps && { taps }),
    ...(textGrowth && { textGrowth }),
    siteRuns,
    floorRuns,
    ...(measured && { shortlistRuns }),
  };
}

const signed = (bytes: number) => (bytes > 0 ? `+${bytes}` : String(bytes));
