/**
 * What every user command declares, so one layer (run-command.ts) parses, explains and ends it
 * the same way: its options with their help, its positional arguments, whether it works on a
 * site, and the errors it expects.
 */
import type { ParseArgsConfig } from 'node:util';
import type { SiteSelection } from '../config/site-flags.ts';

export type OptionSpec = NonNullable<ParseArgsConfig['options']>[string] & {
  /** One line for --help; a value's name after the option, e.g. `--mode MODE`. */
  help: string;
  value?: string;
};

export type OptionSpecs = Record<string, OptionSpec>;

type ValueOf<S extends OptionSpec> = S['type'] extends 'boolean'
  ? S['multiple'] extends true
    ? boolean[]
    : boolean
  : S['multiple'] extends true
    ? string[]
    : string;

/** Values as parseArgs gives them for these options: an option with a default always has one. */
export type Values<O extends OptionSpecs> = {
  [K in keyof O as O[K] extends { default: unknown } ? K : never]: ValueOf<O[K]>;
} & {
  [K in keyof O as O[K] extends { default: unknown } ? never : K]?: ValueOf<O[K]>;
};

export interface CommandContext<O extends OptionSpecs> {
  values: Values<O>;
  positionals: string[];
  /** The site chosen with --site / --all (or SITE_CONFIG, or the default); a roster site is already in effect. */
  selection: SiteSelection;
  /** The arguments as given, for a command that hands them on to a child process. */
  argv: readonly string[];
}

export interface Command<O extends OptionSpecs = OptionSpecs> {
  /** As npm runs it: `npm run NAME`. */
  name: string;
  summary: string;
  /** What follows `npm run NAME --`, one line per form; the options are listed after. */
  usage: readonly string[];
  options: O;
  /** How many positional arguments it takes, and what the first is called in a message (PATH, NAME). */
  positionals?: { min?: number; max?: number; name?: string };
  /** 'one': --site NAME; 'all': --site NAME or --all; 'none': no site. */
  site: 'none' | 'one' | 'all';
  /** Errors that end it with a message and exit 1, never a stack: findings, not bugs. */
  findings?: ReadonlyArray<abstract new (...args: never[]) => Error>;
  /** The exit code: 0 done, 1 findings. */
  run(context: CommandContext<O>): Promise<number>;
}

export const defineCommand = <O extends OptionSpecs>(command: Command<O>): Command<O> => command;

/** A command's module, loaded only when it runs: its default export is a Command of its own options, checked by `defineCommand`. */
export type CommandLoader = () => Promise<{ default: Pick<Command, 'name'> }>;

/** What a command can't do for a reason the user can fix (no emulator running, a file in the way): its message, exit 1. */
export class CommandError extends Error {}

/** A wrong command line: one line naming what is wrong, exit 2. */
export class UsageError extends Error {}

/** A whole number within bounds, or a usage error naming the option. */
export function wholeNumber(option: string, value: string | undefined, min = 0): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min)
    throw new UsageError(`--${option} takes a whole number${min > 0 ? ` from ${min}` : ''}, not '${value}'`);
  return Number(value);
}
