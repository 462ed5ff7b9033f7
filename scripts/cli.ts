// `tsx scripts/cli.ts NAME [ARGS...]`: what every npm script of the kit runs (see cli/commands.ts).
import type { Command } from './cli/command.ts';
import { COMMANDS } from './cli/commands.ts';
import { EXIT, runCommand } from './cli/run-command.ts';

const [name = '', ...args] = process.argv.slice(2);
const load = COMMANDS[name];
if (!load) {
  process.stderr.write(`no command '${name}'; the commands are ${Object.keys(COMMANDS).join(', ')}\n`);
  process.exitCode = EXIT.usage;
} else {
  process.exitCode = await runCommand((await load()).default as Command, args);
}
