/**
 * The shortlist page as a recipient opens it, for the bench: a real shortlist made by
 * `npm run shortlist -- create` in the local stack's Firestore, its page served from `dist/` on
 * the Hosting emulator's address (an origin the function accepts), and `/api/*` handed to the
 * real functions on the Functions emulator.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { definitionFor } from '../../src/sections/registry.ts';
import { SHORTLIST_ENDPOINTS } from '../../functions/src/contract/shortlist-endpoints.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { repoRoot as root, resolveConfigPath } from '../../scripts/config/config-path.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { siteFunctionRoutes, sourcePattern, type HostingRewrite } from '../../scripts/local-stack/function-routes.ts';
import { assertPortsFree, emulatorEnv, PORTS } from '../../scripts/local-stack/stack.ts';
import { functionForwarder, type ForwardedCall } from './function-forwarder.ts';
import { startFunctionsStack } from './functions-stack.ts';
import { serveStatic, type FileRewrite, type SiteFiles, type StaticSite } from './static-server.ts';

/** A pitch's length: a supervisor listens to five tracks, not fifty. */
export const SHORTLIST_TRACKS = 5;

export interface ShortlistPage {
  site: StaticSite;
  /** The tracks it offers, by id. */
  tracks: string[];
  /** One link per page load, each to be opened once: `/s/<token>`. */
  links: string[];
  /** Every call the page made to the functions, in order, with the answer's status. */
  calls: ForwardedCall[];
  close(): Promise<void>;
}

/** The first tracks the site offers to shortlists (only their ids: the command reads the audio itself). */
export function benchTracks(config: SiteConfig, count = SHORTLIST_TRACKS): string[] {
  return config.sections
    .flatMap((section) => definitionFor(section)?.offeredTracks?.(section, {}) ?? [])
    .slice(0, count)
    .map((track) => track.id);
}

/** The links `npm run shortlist -- create` printed (one per recipient), as paths on any origin. */
export function printedLinks(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^https?:\/\/\S+\/s\/\S+$/.test(line))
    .map((line) => new URL(line).pathname);
}

/** Why the page was not measured, on one line of the bench's output: every line of the error, joined. */
export function skipReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

/** What is wrong with one load of the page, judged by its calls: it must have asked getShortlist and been answered. */
export function openProblem(calls: readonly ForwardedCall[]): string | undefined {
  const opens = calls.filter((call) => call.functionId === SHORTLIST_ENDPOINTS.open.functionId);
  if (!opens.length) return 'the page never called getShortlist';
  const refused = opens.find((call) => call.status !== 200);
  return refused && `getShortlist answered ${refused.status}`;
}

/**
 * Opens a link once through the page's own address, so the first run does not pay for the
 * emulator loading the function and its Firestore client: the home page's runs meet a warm
 * server too.
 */
async function warmUp(site: StaticSite, link: string): Promise<void> {
  const response = await fetch(`${site.url}${SHORTLIST_ENDPOINTS.open.path}`, {
    method: 'POST',
    // The function answers only its site's own origins, which a browser names in Origin.
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ data: { token: link.split('/').at(-1) } }),
  });
  if (!response.ok)
    throw new Error(`getShortlist answered ${response.status} to a first call: ${await response.text()}`);
}

/** firebase.json's rewrites to files (the shortlist page's /s/**), as the static server takes them. */
async function fileRewrites(): Promise<FileRewrite[]> {
  const firebaseJson = JSON.parse(await readFile(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting?: { rewrites?: HostingRewrite[] };
  };
  return (firebaseJson.hosting?.rewrites ?? []).flatMap((rewrite) =>
    rewrite.source !== undefined && rewrite.destination !== undefined
      ? [{ match: sourcePattern(rewrite.source), destination: rewrite.destination }]
      : [],
  );
}

async function createShortlist(config: SiteConfig, tracks: readonly string[], count: number): Promise<string[]> {
  const recipients = Array.from({ length: count }, (_, index) => [
    '--for',
    `Bench ${index + 1} <bench-${index + 1}@bench.example>`,
  ]).flat();
  const args = [
    'run',
    '--silent',
    'shortlist',
    '--',
    'create',
    '--title',
    'Bench shortlist',
    '--tracks',
    tracks.join(','),
    ...recipients,
  ];
  // Always the emulator's Firestore, whatever credentials the shell holds.
  const { GOOGLE_APPLICATION_CREDENTIALS: _credentials, ...env } = process.env;
  const { stdout } = await promisify(execFile)('npm', args, {
    cwd: root,
    env: { ...env, ...emulatorEnv(config.firebase.projectId) },
  }).catch((error: unknown) => {
    const { stderr } = error as { stderr?: string };
    throw new Error(`npm run shortlist -- create failed: ${stderr?.trim() || String(error)}`);
  });
  const links = printedLinks(stdout);
  if (links.length !== count)
    throw new Error(`npm run shortlist -- create printed ${links.length} link(s), not ${count}:\n${stdout}`);
  return links;
}

/**
 * Starts the functions, creates a shortlist of the site's first tracks with a recipient per link
 * asked for (and one more, opened once to warm the function up), and serves the page. Stops what
 * it started when any step fails.
 */
export async function openShortlistPage({
  files,
  links,
  skipBuild,
}: {
  files: SiteFiles;
  links: number;
  skipBuild: boolean;
}): Promise<ShortlistPage> {
  const config = await loadSiteConfig(resolveConfigPath());
  const routes = await siteFunctionRoutes(config);
  const open = routes.find((route) => route.functionId === SHORTLIST_ENDPOINTS.open.functionId)!;
  await assertPortsFree([PORTS.hosting]);
  const stack = await startFunctionsStack({
    skipBuild,
    readyUrl: open.target,
    log: path.join(root, '.bench/local-stack.log'),
  });
  let site: StaticSite | undefined;
  try {
    const tracks = benchTracks(config);
    if (!tracks.length) throw new Error('the site offers no track to shortlists');
    const [first, ...created] = await createShortlist(config, tracks, links + 1);
    const calls: ForwardedCall[] = [];
    site = await serveStatic(files, {
      port: PORTS.hosting,
      rewrites: await fileRewrites(),
      forward: functionForwarder(routes, (call) => calls.push(call)),
    });
    await warmUp(site, first!);
    const served = site;
    return {
      site,
      tracks,
      links: created,
      calls,
      close: async () => {
        await served.close();
        await stack.stop();
      },
    };
  } catch (error) {
    await site?.close();
    await stack.stop();
    throw error;
  }
}
