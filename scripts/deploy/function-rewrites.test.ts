import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { withFunctionRegion } from './function-rewrites.ts';

it("points every rewrite to a function at the function's region, and leaves the others", () => {
  const shipped = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { rewrites: Array<{ source: string; function?: { functionId: string; region?: string } }> };
  };
  const toFunctions = shipped.hosting.rewrites.filter((rewrite) => rewrite.function);
  expect(toFunctions.length).toBeGreaterThan(0);
  const pointed = withFunctionRegion(shipped, 'europe-west1').hosting.rewrites;
  expect(pointed.filter((rewrite) => rewrite.function).map((rewrite) => rewrite.function!.region)).toEqual(
    toFunctions.map(() => 'europe-west1'),
  );
  expect(pointed.filter((rewrite) => !rewrite.function)).toEqual(
    shipped.hosting.rewrites.filter((rewrite) => !rewrite.function),
  );
});

it('does the same for each site of a roster', () => {
  const roster = {
    hosting: [{ target: 'a', rewrites: [{ source: '/api/x', function: { functionId: 'x' } }] }, { target: 'b' }],
  };
  expect(withFunctionRegion(roster, 'asia-east1')).toEqual({
    hosting: [
      { target: 'a', rewrites: [{ source: '/api/x', function: { functionId: 'x', region: 'asia-east1' } }] },
      { target: 'b' },
    ],
  });
});
