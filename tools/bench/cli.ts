// `node --import tsx tools/bench/cli.ts NAME [ARGS...]`: what `npm run bench…` runs (see commands.ts).
import { runNamed } from '../../scripts/cli/run-command.ts';
import { BENCH_COMMANDS } from './commands.ts';

process.exitCode = await runNamed(BENCH_COMMANDS, process.argv.slice(2));
