import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../scripts/config/config-path.ts';

export { repoRoot };
export const EXAMPLES = ['second-artist', 'light-theme', 'rtl-arabic'] as const;

export const exampleConfig = (name: string) => path.join(repoRoot, 'examples', `${name}.yaml`);
export const exampleOutDir = (name: string) => path.join(repoRoot, '.out', `example-${name}`);

/** `SITE_CONFIG=FILE npm run build -- --out-dir DIR` (its public files from `publicDir`, if given), resolving with the build's output; rejects when it fails. */
export function buildSite(configFile: string, outDir: string, publicDir?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'build', '--', '--out-dir', outDir], {
      cwd: repoRoot,
      // NODE_ENV from a test runner (vitest sets "test") would make Vite bundle React's development build.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SITE_CONFIG: configFile,
        ...(publicDir && { SITE_PUBLIC_DIR: publicDir }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`build of ${configFile} failed (${code}):\n${output}`)),
    );
  });
}

async function newestChange(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const names = await readdir(target);
  const times = await Promise.all(names.map((name) => newestChange(path.join(target, name))));
  return Math.max(info.mtimeMs, ...times);
}

/** Everything a build reads: when none of it changed since the last build, that build still holds. */
const INPUTS = [
  'src',
  'schema',
  'public',
  'scripts/build',
  'scripts/config',
  'index.html',
  'vite.config.ts',
  'package.json',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds an example into .out/example-NAME unless a build newer than all its inputs is there.
 * A lock folder keeps parallel test workers from building the same example at once.
 */
export async function ensureExampleBuilt(name: string): Promise<string> {
  const outDir = exampleOutDir(name);
  const lock = `${outDir}.lock`;
  await mkdir(path.dirname(lock), { recursive: true });
  for (const started = Date.now(); ;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const held = await stat(lock).catch(() => undefined);
      // A lock older than any build can take was left by a killed run.
      if (held && Date.now() - held.mtimeMs > 180_000) await rm(lock, { recursive: true, force: true });
      if (Date.now() - started > 240_000) throw new Error(`timed out waiting for ${lock}`);
      await sleep(250);
    }
  }
  try {
    const built = await newestChange(path.join(outDir, 'index.html'));
    const inputs = Math.max(
      await newestChange(exampleConfig(name)),
      ...(await Promise.all(INPUTS.map((p) => newestChange(path.join(repoRoot, p))))),
    );
    if (built <= inputs) await buildSite(exampleConfig(name), outDir);
    return outDir;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
