import { describe, expect, it } from 'vitest';
import type { RunFigures } from './lighthouse-run.ts';
import { summarise } from './summary.ts';

function run(longTasks: RunFigures['longTasks']): RunFigures {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 1000,
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    totalBytes: 1000,
    longTasks,
    externalRequests: [],
    failedAudits: {},
    benchmarkIndex: 2000,
  };
}

const firstLoad = { gzip: 90_000, bytes: 300_000, brotli: 80_000, files: [] };
const longTaskTarget = (siteRuns: RunFigures[], floorRuns: RunFigures[]) =>
  summarise({ date: '', lighthouse: '', runs: siteRuns.length, firstLoad, siteRuns, floorRuns }).targets.find((target) =>
    target.target.startsWith('no long task'),
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
