import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** What one Lighthouse run says about one page. */
export interface RunFigures {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** What the page's scripts weighed as transferred (compressed), whatever loaded them: entry, islands woken on their own. */
  jsBytes: number;
  /** Tasks of 50 ms or more on the main thread (simulated, as Lighthouse counts them). */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  /** Requests that left loopback: should be none (player hosts load only after a click). */
  externalRequests: string[];
  /** Why a score is below 100: the failing audits' ids. */
  failedAudits: Partial<Record<Category, string[]>>;
  /** Lighthouse's CPU speed estimate for this machine; CPU-bound figures scale with it. */
  benchmarkIndex: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface LongTaskItem {
  url: string;
  startTime: number;
  duration: number;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const items = <T>(lhr: Result, id: string) =>
  ((lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];

/**
 * One Lighthouse navigation with its default config: the mobile preset (Moto G Power-class
 * screen, 4x CPU slowdown, slow 4G) with simulated throttling. The full-page screenshot is
 * skipped: it stretches the viewport to the page's height after the trace, which would make
 * below-the-fold lazy frames load and has nothing to do with the figures.
 */
export async function runLighthouse(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const origin = new URL(url).origin;
  const network = items<NetworkItem>(lhr, 'network-requests');
  const scores = {} as Record<Category, number>;
  const failedAudits: RunFigures['failedAudits'] = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]!;
    scores[id] = Math.round((category.score ?? 0) * 100);
    const failed = category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    if (failed.length) failedAudits[id] = failed;
  }
  return {
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: network
      .filter((item) => item.resourceType === 'Script')
      .reduce((total, item) => total + (item.transferSize ?? 0), 0),
    longTasks: items<LongTaskItem>(lhr, 'long-tasks').map((task) => ({
      url: task.url,
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    })),
    externalRequests: network
      .map((item) => item.url)
      .filter((requestUrl) => /^https?:/.test(requestUrl) && new URL(requestUrl).origin !== origin),
    failedAudits,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}
