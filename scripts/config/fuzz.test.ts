import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { runCheckConfig } from './fixtures/run-check-config.ts';
import { configMutants, unsafeUrlMutants, URL_KEYS, validConfigMutants, type Mutant } from './fuzz-mutants.ts';
import { validateConfigSource, type ValidationResult } from './load-config.ts';

const shipped = readFileSync(fileURLToPath(new URL('../../site.config.yaml', import.meta.url)), 'utf8');
const FILE = '/fuzz/site.config.yaml';
// Each mutant is a whole config validated, 85 ms on an idle 2-core machine: 600 take some 50 s
// there, and twice that with every core busy with other work, within the describe's timeout.
const RANDOM_CASES = 600;

/** Checks one mutant and states what any answer must satisfy; returns the answer. */
function checkMutant(mutant: Mutant): ValidationResult {
  let result: ValidationResult | undefined;
  expect(() => (result = validateConfigSource(mutant.source, FILE)), mutant.name).not.toThrow();
  if (!result || result.ok) return result as ValidationResult;
  const lines = mutant.source.split(/\r?\n|\r|\u2028|\u2029/);
  expect(result.errors.length, mutant.name).toBeGreaterThan(0);
  for (const error of result.errors) {
    expect(error.file, mutant.name).toBe(FILE);
    expect(error.line, mutant.name).toBeGreaterThanOrEqual(1);
    expect(error.column, mutant.name).toBeGreaterThanOrEqual(1);
    expect(error.line, mutant.name).toBeLessThanOrEqual(lines.length);
    expect(error.message, mutant.name).not.toBe('');
  }
  return result;
}

/** Every string under a url/href/src key or in sameAs, anywhere in a config. */
function linkValues(node: unknown, key = ''): string[] {
  if (typeof node === 'string') return URL_KEYS.has(key) ? [node] : [];
  if (Array.isArray(node)) return node.flatMap((item) => linkValues(item, key));
  if (typeof node === 'object' && node !== null) return Object.entries(node).flatMap(([k, v]) => linkValues(v, k));
  return [];
}

// Generous limits: CI machines are shared, and a hang shows as the per-case bound anyway.
describe('config fuzzing', { timeout: 300_000 }, () => {
  it(`answers ${RANDOM_CASES} random mutants of the shipped config with a config or located errors, quickly`, () => {
    let valid = 0;
    let slowest = { name: '', ms: 0 };
    for (const mutant of configMutants(shipped, RANDOM_CASES)) {
      const caseStarted = performance.now();
      const result = checkMutant(mutant);
      const ms = performance.now() - caseStarted;
      if (ms > slowest.ms) slowest = { name: mutant.name, ms };
      if (!result.ok) continue;
      valid++;
      for (const link of linkValues(result.config))
        expect(link, mutant.name).toMatch(/^(https:\/\/[^\s]|\/(?![/\\])|#|mailto:)/);
    }
    // No case may hang: a typical case takes a few milliseconds and the slowest (20,000
    // levels of nesting) well under a second on an idle machine. The whole run's time is the
    // test's timeout's to bound, not an assertion's: beside other work it took 400 s.
    expect(slowest.ms, slowest.name).toBeLessThan(10_000);
    // The mutations must exercise both answers, not only errors.
    expect(valid).toBeGreaterThan(20);
    expect(valid).toBeLessThan(RANDOM_CASES);
  });

  it('rejects javascript:, data: and other unsafe URLs in every url, href and src field', () => {
    const mutants = unsafeUrlMutants(shipped);
    expect(mutants.length).toBeGreaterThan(100);
    for (const mutant of mutants) expect(checkMutant(mutant).ok, mutant.name).toBe(false);
  });

  it('offers distinct valid mutants for the build check', () => {
    const mutants = validConfigMutants(shipped, 200);
    expect(new Set(mutants.map((m) => m.source)).size).toBe(mutants.length);
    expect(mutants.length).toBeGreaterThan(5);
  });

  it('exits 0 or 1 from the real check:config, agreeing with the in-process check', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cuesheet-fuzz-'));
    try {
      const mutants = configMutants(shipped, 20, 7);
      // Each run starts Node and tsx: one per core at a time.
      const parallel = availableParallelism();
      for (let i = 0; i < mutants.length; i += parallel) {
        await Promise.all(
          mutants.slice(i, i + parallel).map(async (mutant, j) => {
            const file = join(dir, `mutant-${i + j}.yaml`);
            await writeFile(file, mutant.source);
            const run = await runCheckConfig([file]);
            const expected = validateConfigSource(mutant.source, file).ok ? 0 : 1;
            expect(run.code, `${mutant.name}\n${run.stderr}`).toBe(expected);
            if (expected === 1) expect(run.stderr, mutant.name).toMatch(/:\d+:\d+: /);
          }),
        );
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
