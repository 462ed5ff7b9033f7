/**
 * The one command layer: every command's arguments are parsed here, strictly, the same way.
 * --help prints the usage (exit 0); an unknown option, a bad value, a missing argument or an
 * unknown site is one line naming it (exit 2); a finding the command expects is its message
 * (exit 1); anything else is a bug and keeps its stack.
 */
import { parseArgs } from 'node:util';
import { ConfigLoadError } from '../config/config-error.ts';
import { parseSiteFlags, SiteFlagError } from '../config/site-flags.ts';
import { pointAtSite } from '../config/roster.ts';
import {
  CommandError,
  UsageError,
  type Command,
  type CommandLoader,
  type OptionSpecs,
  type Values,
} from './command.ts';

export const EXIT = { done: 0, findings: 1, usage: 2 } as const;

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const defaultIo: Io = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

/** The usage text: the forms, the options with their help, the site flags, the exit codes. */
export function usageOf(command: Command): string {
  const options: [string, string][] = Object.entries(command.options).map(([name, spec]) => [
    `--${name}${spec.short ? `, -${spec.short}` : ''}${spec.type === 'string' ? ` ${spec.value ?? 'VALUE'}` : ''}`,
    spec.help,
  ]);
  if (command.site !== 'none')
    options.push(['--site NAME', 'a roster site (sites/NAME/site.yaml); SITE_CONFIG=FILE names a config file instead']);
  if (command.site === 'all') options.push(['--all', 'every roster site, one after another']);
  options.push(['--help, -h', 'this text']);
  const width = Math.max(...options.map(([flag]) => flag.length));
  return [
    `${command.summary}`,
    '',
    ...command.usage.map(
      (form, index) => `${index === 0 ? 'usage:' : '      '} npm run ${command.name}${form ? ` -- ${form}` : ''}`,
    ),
    '',
    'options:',
    ...options.map(([flag, help]) => `  ${flag.padEnd(width)}  ${help}`),
    '',
    'exit codes: 0 done, 1 findings (an invalid config, a conflict, a failed check), 2 a wrong command line',
    '',
  ].join('\n');
}

/** Parses `argv` for the command and runs it; returns the exit code. */
export async function runCommand<O extends OptionSpecs>(
  command: Command<O>,
  argv: readonly string[],
  io: Io = defaultIo,
): Promise<number> {
  const usageError = (message: string) => {
    io.err(`npm run ${command.name}: ${message}\n(npm run ${command.name} -- --help lists what it takes)\n`);
    return EXIT.usage;
  };
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(usageOf(command));
    return EXIT.done;
  }
  let context;
  try {
    const { selection, rest } =
      command.site === 'none'
        ? { selection: { kind: 'default' } as const, rest: [...argv] }
        : parseSiteFlags(argv, { allowAll: command.site === 'all' });
    const options = Object.fromEntries(
      Object.entries(command.options).map(([name, { help: _help, value: _value, ...spec }]) => [name, spec]),
    );
    const { values, positionals } = parseArgs({
      args: rest,
      options,
      strict: true,
      allowPositionals: (command.positionals?.max ?? 0) > 0,
    });
    const { min = 0, max = 0 } = command.positionals ?? {};
    if (positionals.length < min) throw new UsageError(`${command.positionals?.name ?? 'an argument'} is missing`);
    if (positionals.length > max) throw new UsageError(`'${positionals[max]}' is not an argument it takes`);
    if (selection.kind === 'site') pointAtSite(selection.site);
    context = { values: values as Values<O>, positionals, selection, argv };
  } catch (error) {
    if (error instanceof UsageError || error instanceof SiteFlagError) return usageError(error.message);
    // node:util's parse errors carry a code; their message names the option.
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
      return usageError(
        error.message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, '') +
          dashedValueHint(argv, (command.positionals?.max ?? 0) > 0),
      );
    throw error;
  }
  try {
    return await command.run(context);
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message);
    if (error instanceof ConfigLoadError) {
      io.err(`${error.message}\n`);
      // A config file that can't be read is a wrong path on the command line; an invalid one is a finding.
      return error.kind === 'unreadable' ? EXIT.usage : EXIT.findings;
    }
    if (error instanceof CommandError || command.findings?.some((kind) => error instanceof kind)) {
      io.err(`${(error as Error).message}\n`);
      return EXIT.findings;
    }
    throw error;
  }
}

/**
 * A value such as a random token may start with '-'; parseArgs reads it as short options, so the
 * message says how to pass it instead of only naming a letter the user never typed as an option.
 */
function dashedValueHint(argv: readonly string[], takesArguments: boolean): string {
  const value = takesArguments ? argv.find((arg) => /^-[^-]./.test(arg)) : undefined;
  return value === undefined ? '' : `; to pass '${value}' as a value, put it after --, as in \`-- ${value}\``;
}

/** Runs the command `argv` names from `commands` with the rest of `argv`; a name it lacks is one line listing them, exit 2. */
export async function runNamed(
  commands: Record<string, CommandLoader>,
  [name = '', ...args]: readonly string[],
  io: Io = defaultIo,
): Promise<number> {
  const load = commands[name];
  if (!load) {
    io.err(`no command '${name}'; the commands are ${Object.keys(commands).join(', ')}\n`);
    return EXIT.usage;
  }
  return runCommand((await load()).default as Command, args, io);
}
