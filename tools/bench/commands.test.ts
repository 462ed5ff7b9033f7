// The benches go through the kit's one command layer from their own entry, tools/bench/cli.ts, so
// scripts/ imports no bench: each is what its npm script runs, answers --help and refuses an
// unknown option as every command does, and docs/commands.md lists it with its options.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../scripts/cli/command.ts';
import { runCommand, runNamed } from '../../scripts/cli/run-command.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { BENCH_COMMANDS } from './commands.ts';

const scripts = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const doc = readFileSync(path.join(repoRoot, 'docs/commands.md'), 'utf8');
const ENTRY = 'node --import tsx tools/bench/cli.ts ';

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (text: string) => void out.push(text), err: (text: string) => void err.push(text) }, out, err };
};

const load = async (name: string) => (await BENCH_COMMANDS[name]!()).default as Command;

describe.each(Object.keys(BENCH_COMMANDS))('npm run %s', { timeout: 30_000 }, (name) => {
  it('runs the bench through tools/bench/cli.ts', () => {
    expect(scripts[name]).toBe(`${ENTRY}${name}`);
  });

  it('--help prints the usage and every option, exit 0; an unknown option is one line, exit 2', async () => {
    const command = await load(name);
    const help = capture();
    expect(await runCommand(command, ['--help'], help.io)).toBe(0);
    expect(help.out.join('')).toContain(`usage: npm run ${name}`);
    for (const option of Object.keys(command.options)) expect(help.out.join('')).toContain(`--${option}`);
    const wrong = capture();
    expect(await runCommand(command, ['--bogus'], wrong.io)).toBe(2);
    expect(wrong.err.join('')).toMatch(new RegExp(`^npm run ${name}: Unknown option '--bogus'\\n`));
  });

  it('docs/commands.md has it with every option', async () => {
    const command = await load(name);
    const at = doc.indexOf(`## \`npm run ${name}\`\n`);
    expect(at).toBeGreaterThanOrEqual(0);
    const section = doc.slice(at, doc.indexOf('\n## ', at + 1) >>> 0);
    expect(Object.keys(command.options).filter((option) => !section.includes(`\`--${option}`))).toEqual([]);
  });
});

it('every npm script that runs tools/bench/cli.ts names a bench', () => {
  for (const [script, line] of Object.entries(scripts)) {
    for (const match of line.matchAll(/tools\/bench\/cli\.ts ([\w:-]+)/g))
      expect(Object.keys(BENCH_COMMANDS), `npm run ${script}`).toContain(match[1]);
  }
});

it('a name that is no bench is refused with the list of benches, exit 2', async () => {
  const { io, err } = capture();
  expect(await runNamed(BENCH_COMMANDS, ['bench:nope'], io)).toBe(2);
  expect(err.join('')).toBe(`no command 'bench:nope'; the commands are ${Object.keys(BENCH_COMMANDS).join(', ')}\n`);
});
