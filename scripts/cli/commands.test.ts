// Every command through the one layer: --help, an unknown option, an unknown site, each answered
// the same way before any work starts (no build, no emulator, no network).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import type { Command } from './command.ts';
import { CLI } from './command-line.ts';
import { COMMANDS } from './commands.ts';
import { runCommand } from './run-command.ts';

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (text: string) => void out.push(text), err: (text: string) => void err.push(text) }, out, err };
};

const load = async (name: string) => (await COMMANDS[name]!()).default as Command;
const STACK_TRACE = /^\s+at /m;

describe.each(Object.keys(COMMANDS))('npm run %s', { timeout: 30_000 }, (name) => {
  it('--help prints the usage, every option and the exit codes, and exits 0', async () => {
    const command = await load(name);
    const { io, out, err } = capture();
    expect(await runCommand(command, ['--help'], io)).toBe(0);
    const text = out.join('');
    expect(text).toContain(`usage: npm run ${name}`);
    for (const option of Object.keys(command.options)) expect(text).toContain(`--${option}`);
    expect(text).toContain('exit codes: 0 done, 1 findings');
    expect(err).toEqual([]);
  });

  it('an unknown option is one line naming it, exit 2, no stack', async () => {
    const { io, out, err } = capture();
    expect(await runCommand(await load(name), ['--bogus'], io)).toBe(2);
    expect(err.join('')).toMatch(
      new RegExp(
        `^npm run ${name}: Unknown option '--bogus'\\n\\(npm run ${name} -- --help lists what it takes\\)\\n$`,
      ),
    );
    expect(out).toEqual([]);
  });

  it('an unknown site is refused by name, exit 2; a command of no site does not take --site', async () => {
    const command = await load(name);
    const { io, err } = capture();
    expect(await runCommand(command, ['--site', 'no-such-site'], io)).toBe(2);
    expect(err.join('')).toMatch(
      command.site === 'none'
        ? /Unknown option '--site'/
        : /--site no-such-site: there is no .*no-such-site\/site\.yaml/,
    );
    expect(err.join('')).not.toMatch(STACK_TRACE);
  });
});

describe('the layer itself', () => {
  const command: Command = {
    name: 'demo',
    summary: 'A command for this test.',
    usage: ['FILE [--count N]'],
    options: { count: { type: 'string', value: 'N', help: 'how many' }, loud: { type: 'boolean', help: 'louder' } },
    positionals: { min: 1, max: 1, name: 'FILE' },
    site: 'none',
    async run({ values, positionals }) {
      if (values.count === 'boom') throw new Error('a bug');
      return positionals[0] === 'findings' ? 1 : 0;
    },
  };
  it('takes --opt=value and --opt value, and refuses a missing value, a value for a flag, a missing or extra argument', async () => {
    const exit = async (...argv: string[]) => {
      const { io, err } = capture();
      return [await runCommand(command, argv, io), err.join('').split('\n')[0]];
    };
    expect(await exit('a.yaml', '--count=3')).toEqual([0, '']);
    expect(await exit('a.yaml', '--count', '3', '--loud')).toEqual([0, '']);
    expect(await exit('findings')).toEqual([1, '']);
    expect(await exit('a.yaml', '--count')).toEqual([2, "npm run demo: Option '--count <value>' argument missing"]);
    expect(await exit('a.yaml', '--loud=yes')).toEqual([2, "npm run demo: Option '--loud' does not take an argument"]);
    expect(await exit()).toEqual([2, 'npm run demo: FILE is missing']);
    expect(await exit('a.yaml', 'b.yaml')).toEqual([2, "npm run demo: 'b.yaml' is not an argument it takes"]);
  });
  it('lets an unexpected error through with its stack', async () => {
    await expect(runCommand(command, ['a.yaml', '--count', 'boom'], capture().io)).rejects.toThrow('a bug');
  });
  it('runs as npm runs it: scripts/cli.ts NAME, an unknown command named', { timeout: 60_000 }, async () => {
    const run = promisify(execFile);
    const help = await run(process.execPath, ['--import', 'tsx', CLI, 'check:config', '--help'], { cwd: repoRoot });
    expect(help.stdout).toContain('usage: npm run check:config');
    const unknown = await run(process.execPath, ['--import', 'tsx', CLI, 'nope'], { cwd: repoRoot }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(unknown).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^no command 'nope'; the commands are start, dev, build/),
    });
  });
});
