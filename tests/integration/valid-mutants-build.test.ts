import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validConfigMutants } from '../../scripts/config/fuzz-mutants.ts';
import { buildSite, repoRoot } from '../../e2e/helpers/example-builds.ts';

// Every valid mutant is prerendered in-process by src/valid-configs-render.test.tsx; a few go
// through the real build too, so a config that passes check:config is shown to build end to end.
describe('configs that pass validation build', async () => {
  const shipped = await readFile(path.join(repoRoot, 'site.config.yaml'), 'utf8');
  const mutants = validConfigMutants(shipped, 400);
  // The first, middle and last of the 400 asked for.
  const picked = [0, Math.floor(mutants.length / 2), mutants.length - 1].map((i) => mutants[i]!);

  it.each(picked.map((mutant, i) => [mutant.name, mutant, i] as const))(
    '%s',
    async (_name, mutant, i) => {
      const dir = path.join(repoRoot, '.out', 'mutants');
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `mutant-${i}.yaml`);
      await writeFile(file, mutant.source);
      const outDir = path.join(dir, `dist-${i}`);
      await buildSite(file, outDir);
      expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toContain('<div id="root"><');
    },
    180_000,
  );
});
