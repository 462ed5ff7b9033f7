import { describe, expect, it } from 'vitest';
import { report } from './import-report.ts';
import type { ImportResult } from './import-result.ts';
import type { ImportPlan } from './plan-model.ts';

const plan: ImportPlan = { add: [], present: [], conflicts: [], needs: [], unmatchedRows: [], notes: [] };

describe("the import's report", () => {
  it('lists each suggestion a line a field, how sure, and the tracks it came from', () => {
    const lines: string[] = [];
    const result = {
      plan,
      added: [],
      measured: [],
      failed: [],
      invalid: [],
      offTarget: [],
      target: { integrated: -14, truePeak: -1 },
      encodedSeconds: 0,
      encodeMs: 0,
      exitCode: 0,
      suggested: new Map([
        [
          'bounce-1',
          {
            moods: {
              values: [
                { value: 'Tense', confidence: 0.81 },
                { value: 'Dark', confidence: 0.72 },
              ],
              confidence: 0.72,
              from: ['night-drive', 'rain-city'],
            },
            genres: { values: [{ value: 'Cinematic', confidence: 0.5 }], confidence: 0.5, from: ['night-drive'] },
          },
        ],
      ]),
    } as ImportResult;
    report(plan, result, {
      log: (line) => lines.push(line),
      paths: [],
      configFile: 'site.config.yaml',
      publicDir: 'public',
    });
    expect(lines).toEqual([
      '  bounce-1: moods Tense, Dark (suggested, sure 0.72, from night-drive, rain-city)',
      '  bounce-1: genres Cinematic (suggested, sure 0.50, from night-drive)',
    ]);
  });
});
