/**
 * A command made of subcommands (`npm run licence -- quote ID`, `npm run shortlist -- list`): each
 * names its arguments and the options it takes, and the line is checked against them before any
 * runs, so adding a subcommand is one entry in its command's table.
 */
import { DEFAULT_SITE } from '../../functions/src/contract/site-key.ts';
import path from 'node:path';
import { resolveConfigPath, userDir } from '../config/config-path.ts';
import { defineCommand, UsageError, type Command, type OptionSpecs, type Values } from './command.ts';

export interface SubcommandContext<O extends OptionSpecs> {
  values: Values<O>;
  /** Its arguments after its name, as many as it declares. */
  args: readonly string[];
  /** The site the command works on (a roster site's name, or the default). */
  site: string;
  /** The site's config file. */
  file: string;
}

export interface Subcommand<O extends OptionSpecs> {
  /** Its usage line after its name: `ID --fee AMOUNT [--note TEXT]`. */
  usage: string;
  /** Its arguments' names, an optional one in brackets: `['ID', 'DURATION']`, `['[ID]']`. */
  args: readonly string[];
  /** The command's options it takes, besides the ones every subcommand takes. */
  options?: ReadonlyArray<keyof O & string>;
  run(context: SubcommandContext<O>): Promise<number>;
}

export interface SubcommandsSpec<O extends OptionSpecs> {
  name: string;
  summary: string;
  options: O;
  /** The options every subcommand takes (`--project`). */
  shared: ReadonlyArray<keyof O & string>;
  subcommands: Record<string, Subcommand<O>>;
}

const optional = (arg: string) => arg.startsWith('[');

/**
 * The file a subcommand writes (`--out FILE` or its default), from where the user ran npm: a file,
 * not standard output, where npm prints its own lines among the CSV or JSON.
 */
export const outFile = (given: string | undefined, fallback: string): string =>
  path.resolve(userDir(), given ?? fallback);

/** The subcommand the line names, once its arguments and options are the ones it takes. */
export function checkedSubcommand<O extends OptionSpecs>(
  spec: SubcommandsSpec<O>,
  values: Values<O>,
  [name = '', ...args]: readonly string[],
): Subcommand<O> {
  const names = Object.keys(spec.subcommands);
  const subcommand = Object.hasOwn(spec.subcommands, name) ? spec.subcommands[name] : undefined;
  if (!subcommand) throw new UsageError(`'${name}' is not one of ${names.join(', ')}`);
  const needed = subcommand.args.filter((arg) => !optional(arg));
  if (args.length < needed.length)
    throw new UsageError(`${name} needs ${needed.slice(args.length).join(' ')} (${name} ${subcommand.usage})`);
  const extra = args[subcommand.args.length];
  if (extra !== undefined) throw new UsageError(`'${extra}' is not an argument ${name} takes`);
  const own = [...spec.shared, ...(subcommand.options ?? [])];
  const given = values as Record<string, unknown>;
  const stray = Object.keys(spec.options).find(
    (option) => !own.includes(option) && given[option] !== undefined && given[option] !== false,
  );
  if (stray) throw new UsageError(`--${stray} is not an option of ${name}`);
  return subcommand;
}

/** The command: its usage lists each subcommand's, and it runs the one the line names, on the chosen site. */
export function defineSubcommands<O extends OptionSpecs>(spec: SubcommandsSpec<O>): Command<O> {
  const names = Object.keys(spec.subcommands);
  return defineCommand({
    name: spec.name,
    summary: spec.summary,
    usage: Object.entries(spec.subcommands).map(([name, { usage }]) => `${name} ${usage}`.trim()),
    options: spec.options,
    positionals: {
      min: 1,
      max: 1 + Math.max(...Object.values(spec.subcommands).map(({ args }) => args.length)),
      name: `a command (${names.join(', ')})`,
    },
    site: 'one',
    run: ({ values, positionals, selection }) =>
      checkedSubcommand(spec, values, positionals).run({
        values,
        args: positionals.slice(1),
        site: selection.kind === 'site' ? selection.site.name : DEFAULT_SITE,
        file: resolveConfigPath(),
      }),
  });
}
