import { execFile, type ExecFileOptions } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a program at niceness 10 (or the bench's own, if it is lower still), so a bench's work yields to
 * the rest of the machine: through Node's priority call rather than the `nice` program, which
 * Windows lacks. Raising a child's niceness needs no privilege; lowering it would.
 */
export function runLowPriority(
  file: string,
  args: readonly string[],
  options: ExecFileOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  const started = run(file, args, { ...options, encoding: 'utf8' });
  if (started.child.pid !== undefined) setPriority(started.child.pid, Math.max(getPriority(), 10));
  return started;
}
