// A command of subcommands checks the line against the one it names before that one runs: its
// arguments, its options. No emulator, no network: a wrong line never gets that far.
import { describe, expect, it } from 'vitest';
import type { Command, OptionSpecs } from './command.ts';
import { runCommand } from './run-command.ts';
import { defineSubcommands, type SubcommandContext } from './subcommands.ts';

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (text: string) => void out.push(text), err: (text: string) => void err.push(text) }, out, err };
};

const options = {
  fee: { type: 'string', value: 'AMOUNT', help: 'send: the fee' },
  loud: { type: 'boolean', default: false, help: 'send: say it loud' },
  project: { type: 'string', value: 'ID', help: 'a project' },
} as const;

const ran: Array<{ name: string; context: SubcommandContext<typeof options> }> = [];
const record = (name: string) => async (context: SubcommandContext<typeof options>) => {
  ran.push({ name, context });
  return 0;
};
const demo = defineSubcommands({
  name: 'demo',
  summary: 'A command for this test.',
  options,
  shared: ['project'],
  subcommands: {
    send: { usage: 'ID --fee AMOUNT [--loud]', args: ['ID'], options: ['fee', 'loud'], run: record('send') },
    move: { usage: 'ID 7d', args: ['ID', 'DURATION'], run: record('move') },
    show: { usage: '[ID]', args: ['[ID]'], run: record('show') },
  },
});

async function exit<O extends OptionSpecs>(command: Command<O>, ...argv: string[]): Promise<[number, string]> {
  const { io, err } = capture();
  return [await runCommand(command, argv, io), err.join('')];
}

describe('a command of subcommands', () => {
  it('lists each subcommand in its usage, in the order they are given', async () => {
    const { io, out } = capture();
    expect(await runCommand(demo, ['--help'], io)).toBe(0);
    expect(out.join('')).toMatch(
      /demo -- send ID --fee AMOUNT \[--loud\]\n.*demo -- move ID 7d\n.*demo -- show \[ID\]\n/,
    );
  });

  it('runs the one named with its arguments, its options and the site', async () => {
    ran.length = 0;
    expect(await exit(demo, 'send', 'r1', '--fee', '20', '--project', 'p')).toEqual([0, '']);
    expect(await exit(demo, 'show')).toEqual([0, '']);
    expect(ran.map(({ name, context }) => [name, context.args, context.values.fee, context.site])).toEqual([
      ['send', ['r1'], '20', 'default'],
      ['show', [], undefined, 'default'],
    ]);
  });

  it.each([
    [['frob'], "'frob' is not one of send, move, show"],
    [['move', 'q1'], 'move needs DURATION (move ID 7d)'],
    [['send'], 'send needs ID (send ID --fee AMOUNT [--loud])'],
    [['show', 'a', 'b'], "'b' is not an argument show takes"],
    [['move', 'q1', '7d', '--fee', '3'], '--fee is not an option of move'],
    [['show', '--loud'], '--loud is not an option of show'],
  ])('refuses %j in one line, exit 2, before it runs', async (argv, message) => {
    ran.length = 0;
    const [code, err] = await exit(demo, ...argv);
    expect([code, err.split('\n')[0]]).toEqual([2, `npm run demo: ${message}`]);
    expect(ran).toEqual([]);
  });

  it('takes a value that starts with a dash after --, and says so when it is read as options', async () => {
    ran.length = 0;
    const token = '-Ab3_9xYz';
    const [code, err] = await exit(demo, 'show', token);
    expect([code, err.split('\n')[0]]).toEqual([
      2,
      `npm run demo: Unknown option '-A'; to pass '${token}' as a value, put it after --, as in \`-- ${token}\``,
    ]);
    expect(await exit(demo, 'show', '--', token)).toEqual([0, '']);
    expect(ran.map(({ context }) => context.args)).toEqual([[token]]);
  });

  it('is how npm run licence and npm run shortlist check their lines', { timeout: 30_000 }, async () => {
    const { default: licence } = await import('../licence.ts');
    const { default: shortlist } = await import('../shortlist.ts');
    expect((await exit(licence, 'void'))[1]).toMatch(/^npm run licence: void needs ID\|NUMBER/);
    expect((await exit(licence, 'pdf', 'L-1', '--fee', '3'))[1]).toMatch(
      /^npm run licence: --fee is not an option of pdf/,
    );
    expect((await exit(shortlist, 'list', '--title', 'x'))[1]).toMatch(
      /^npm run shortlist: --title is not an option of list/,
    );
    expect((await exit(shortlist, 'extend'))[0]).toBe(2);
  });
});
