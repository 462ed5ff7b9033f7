import { existsSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Where a command would be found on the PATH, or undefined: the lookup a shell makes, written
 * once for macOS, Linux and Windows (`;` between entries and `.exe`/`.cmd` endings there), so no
 * check depends on `which`, which Windows lacks.
 */
export function findExecutable(
  command: string,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  const endings = platform === 'win32' ? ['', ...(env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').filter(Boolean)] : [''];
  const separator = platform === 'win32' ? ';' : delimiter;
  for (const dir of (env.PATH ?? env.Path ?? '').split(separator)) {
    if (!dir) continue;
    for (const ending of endings) {
      const candidate = join(dir, command + ending);
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
  }
  return undefined;
}
