// package.json's scripts and the command layer list the same commands: a command added to one and
// not the other would be unreachable by `npm run`, or an npm script would bypass --help and the
// strict options.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { COMMANDS } from './commands.ts';

const scripts = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const ENTRY = 'node --import tsx scripts/cli.ts ';

describe('package.json scripts', () => {
  it.each(Object.keys(COMMANDS))('npm run %s runs that command through the one layer', (name) => {
    expect(scripts[name]).toBe(`${ENTRY}${name}`);
  });

  it('name no command the layer lacks', () => {
    for (const [script, line] of Object.entries(scripts)) {
      for (const match of line.matchAll(/scripts\/cli\.ts ([\w:-]+)/g))
        expect(Object.keys(COMMANDS), `npm run ${script}`).toContain(match[1]);
    }
  });
});
