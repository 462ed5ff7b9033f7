import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const EXAMPLES = ['second-artist', 'light-theme', 'rtl-arabic'] as const;
export type ExampleName = (typeof EXAMPLES)[number];

export const exampleConfig = (name: string) => path.join(repoRoot, 'examples', `${name}.yaml`);
export const exampleOutDir = (name: string) => path.join(repoRoot, '.out', `example-${name}`);

/** `SITE_CONFIG=FILE npm run build -- --out-dir DIR`, resolving with the build's output; rejects when it fails. */
export function buildSite(configFile: string, outDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'build', '--', '--out-dir', outDir], {
      cwd: repoRoot,
      env: { ...process.env, SITE_CONFIG: configFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`build of ${configFile} failed (${code}):\n${output}`))));
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
const INPUTS = ['src', 'schema', 'public', 'scripts/build', 'scripts/config', 'index.html', 'vite.config.ts', 'package.json'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds an example into .out/example-NAME unless a build newer than all its inputs is there.
 * A lock folder keeps parallel test workers from building the same example at once.
 */
export async function ensureExampleBuilt(name: string): Promise<string> {
  const outDir = exampleOutDir(name);
  const lock = `${outDir}.lock`;
  await mkdir(path.dirname(lock), { recursive: true });
  for (const started = Date.now(); ; ) {
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
    const inputs = Math.max(await newestChange(exampleConfig(name)), ...(await Promise.all(INPUTS.map((p) => newestChange(path.join(repoRoot, p))))));
    if (built <= inputs) await buildSite(exampleConfig(name), outDir);
    return outDir;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

/**
 * Serves a build folder on loopback the way Hosting does: files as they are, `/` as
 * index.html, and any unknown path as 404.html with status 404.
 */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const wanted = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    const file = wanted.startsWith(dir) && (await stat(wanted).catch(() => undefined))?.isFile() ? wanted : undefined;
    const served = file ?? path.join(dir, '404.html');
    response.writeHead(file ? 200 : 404, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
