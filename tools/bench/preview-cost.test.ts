import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFloatWav } from '../../scripts/test/audio/loudness-test-signals.ts';
import { scaledTo, song } from '../../scripts/test/audio/preview-test-master.ts';
import { previewCosts } from './preview-cost.ts';

const dir = mkdtempSync(join(tmpdir(), 'preview-cost-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the preview-cost bench', () => {
  it('runs each kind of job in a worker of its own and gives each its CPU seconds', async () => {
    const files = [];
    // A quiet master (gained and limited) and a loud one (turned down): both of the job's paths.
    for (const [name, lufs] of [
      ['quiet', -30],
      ['loud', -8],
    ] as const) {
      const file = join(dir, `${name}.wav`);
      await writeFloatWav(file, 44100, scaledTo(song(44100, 6), 44100, lufs));
      files.push(file);
    }
    const costs = await previewCosts(files, 'wav', join(dir, 'preview.mp3'));
    // Figures, not a verdict: what they come to is the bench's to say, on its own files.
    for (const seconds of Object.values(costs)) expect(seconds).toBeGreaterThan(0);
    expect(costs.analysis).toBeLessThan(costs.measured);
  }, 120_000);
});
