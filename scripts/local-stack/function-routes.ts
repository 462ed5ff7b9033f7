import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LICENCE_ENDPOINTS } from '../../functions/src/contract/licence-model.ts';
import { PAYMENT_ENDPOINTS } from '../../functions/src/contract/payment-model.ts';
import { SHORTLIST_ENDPOINTS } from '../../functions/src/contract/shortlist-endpoints.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { repoRoot } from '../config/config-path.ts';
import { loadSiteConfig } from '../config/load-config.ts';
import { HOST, PORTS } from './stack.ts';

/** A Hosting rewrite as firebase.json writes it: a path glob (or a regex) and, for a function, its id. */
export interface HostingRewrite {
  source?: string;
  regex?: string;
  function?: { functionId: string; region?: string } | string;
  destination?: string;
}

/** One address on the site that Hosting hands to a function, and where the local emulator serves that function. */
export interface FunctionRoute {
  /** As firebase.json (or the pages' endpoints, ENDPOINTS) names it. */
  source: string;
  functionId: string;
  /** A regular expression for the request's path and query, anchored, as Vite's `server.proxy` takes one (a key starting with ^). */
  match: string;
  /** The function's address on the Functions emulator; the request's own path follows it, as the Hosting emulator sends it. */
  target: string;
}

export class FunctionRouteError extends Error {}

const FUNCTIONS_EMULATOR = `http://${HOST}:${PORTS.functions}`;

/** The pages' own endpoints, each list with the file that defines it, which a clashing rewrite's message names. */
export const ENDPOINTS = [
  { endpoints: SHORTLIST_ENDPOINTS, file: 'functions/src/contract/shortlist-endpoints.ts' },
  { endpoints: LICENCE_ENDPOINTS, file: 'functions/src/contract/licence-model.ts' },
  { endpoints: PAYMENT_ENDPOINTS, file: 'functions/src/contract/payment-model.ts' },
] as const;

/**
 * Superstatic's globs as Hosting matches a rewrite's source against the whole path: `**` any
 * run of segments, `*` within one. Other glob syntax is refused rather than guessed at.
 */
export function sourcePattern(source: string): string {
  if (/[?{}[\]!()+@]/.test(source)) {
    throw new FunctionRouteError(
      `firebase.json: the rewrite of ${source} uses glob syntax the dev server cannot forward; write it with * and ** only`,
    );
  }
  const body = source
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  // The query string is no part of what Hosting matches, but Vite matches the whole request URL.
  return `^${body}(?:\\?.*)?$`;
}

/**
 * Where each function rewrite of the site goes on the local stack: the shortlist and licence pages' endpoints
 * and every other rewrite firebase.json sends to a function, each to
 * `<emulator>/<projectId>/<region>/<functionId>`, the address Hosting's emulator uses. The region
 * is the config's `contact.region`, the one the function is deployed to whatever a rewrite says
 * (the deploy rewrites them all to it, scripts/deploy/function-rewrites.ts).
 */
export function functionRoutes(options: {
  rewrites: readonly HostingRewrite[];
  projectId: string;
  region: string;
  emulator?: string;
}): FunctionRoute[] {
  const { projectId, region, emulator = FUNCTIONS_EMULATOR } = options;
  const endpoints = (list: (typeof ENDPOINTS)[number]) =>
    Object.values(list.endpoints).map(({ path, functionId }) => ({
      source: path,
      match: sourcePattern(path),
      functionId,
      from: list.file,
    }));
  const wanted = [
    ...ENDPOINTS.flatMap(endpoints),
    ...options.rewrites.flatMap((rewrite) => {
      if (rewrite.function === undefined) return [];
      const functionId = typeof rewrite.function === 'string' ? rewrite.function : rewrite.function.functionId;
      if (rewrite.source === undefined) {
        throw new FunctionRouteError(
          `firebase.json: the rewrite to ${functionId} by "regex" cannot be forwarded by the dev server; give it a "source" glob`,
        );
      }
      return [{ source: rewrite.source, match: sourcePattern(rewrite.source), functionId, from: 'firebase.json' }];
    }),
  ];
  const routes = new Map<string, FunctionRoute & { from: string }>();
  for (const { source, match, functionId, from } of wanted) {
    const known = routes.get(match);
    if (known && known.functionId !== functionId) {
      throw new FunctionRouteError(
        `${source} is sent to two functions, ${known.functionId} (${known.from}) and ${functionId} (${from}): they must agree`,
      );
    }
    routes.set(match, { source, functionId, match, target: `${emulator}/${projectId}/${region}/${functionId}`, from });
  }
  return [...routes.values()].map(({ from: _from, ...route }) => route);
}

/**
 * The routes of a site, given its config file or the config already loaded: its project and
 * region, the rewrites of the repository's firebase.json (a roster's local Hosting config
 * repeats the same ones per site).
 */
export async function siteFunctionRoutes(site: string | SiteConfig): Promise<FunctionRoute[]> {
  const config = typeof site === 'string' ? await loadSiteConfig(site) : site;
  const firebaseJson = JSON.parse(await readFile(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting?: { rewrites?: HostingRewrite[] };
  };
  return functionRoutes({
    rewrites: firebaseJson.hosting?.rewrites ?? [],
    projectId: config.firebase.projectId,
    region: config.contact.region,
  });
}
