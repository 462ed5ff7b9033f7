// `tsx scripts/cli.ts NAME [ARGS...]`: what every npm script of the kit runs (see cli/commands.ts); the benches
// enter the same layer from tools/bench/cli.ts.
import { COMMANDS } from './cli/commands.ts';
import { runNamed } from './cli/run-command.ts';

process.exitCode = await runNamed(COMMANDS, process.argv.slice(2));
