// Who listens on a TCP port, from `lsof`, which macOS ships and Linux distributions package:
// one code path for both, with the same flags.
import { execFileSync } from 'node:child_process';

export type PortOwners = { pids: number[] } | { unknown: string };

/** One pid per line, as `lsof -t` prints them. */
export function parseLsofPids(text: string): number[] {
  return [...new Set(text.split('\n').flatMap((line) => (/^\d+$/.test(line.trim()) ? [Number(line.trim())] : [])))];
}

/**
 * The pids holding a listening TCP socket on `port` (IPv4 and IPv6, any address); processes of
 * other users cannot be seen unless run as root.
 */
export function portOwners(port: number): PortOwners {
  try {
    const text = execFileSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-t'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return { pids: parseLsofPids(text) };
  } catch (error) {
    const { code, status, stdout } = error as NodeJS.ErrnoException & { status?: number; stdout?: string };
    if (code === 'ENOENT')
      return {
        unknown:
          'a process that `lsof` would name, but lsof is not installed (on Debian/Ubuntu: sudo apt-get install lsof)',
      };
    // lsof exits 1 when it found nothing it may show.
    if (status === 1) return { pids: parseLsofPids(stdout ?? '') };
    throw error;
  }
}
