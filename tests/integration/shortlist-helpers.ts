// Drives shortlists as the artist (the CLI) and as a recipient's page (the callables over HTTP).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { send, type Answer } from './emulators.ts';

const run = promisify(execFile);
const config = await loadSiteConfig();
const projectId = process.env.GCLOUD_PROJECT ?? config.firebase.projectId;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function shortlistCli(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['scripts/cli.ts', 'shortlist', ...args],
      { cwd: repoRoot },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

export interface CreatedList {
  id: string;
  /** Each recipient's link as printed, in the order given, and its token. */
  links: string[];
  tokens: string[];
  stdout: string;
}

/** `shortlist create`, returning the id and each link's token as printed. */
export async function createList(...args: string[]): Promise<CreatedList> {
  const result = await shortlistCli('create', ...args);
  if (result.code !== 0) throw new Error(`shortlist create failed: ${result.stderr}`);
  const id = /^Shortlist (\w+) /m.exec(result.stdout)?.[1];
  const found = [...result.stdout.matchAll(/(http:\/\/127\.0\.0\.1:5000\/s\/([A-Za-z0-9_-]+))$/gm)];
  const links = found.map((match) => match[1] as string);
  const tokens = found.map((match) => match[2] as string);
  if (!id) throw new Error(`no id in: ${result.stdout}`);
  return { id, links, tokens, stdout: result.stdout };
}

export const functionUrl = (name: string) => `http://127.0.0.1:5001/${projectId}/${config.contact.region}/${name}`;

/** One callable request as the SDK sends it, from `ip`. */
export function callFunction(name: 'getShortlist' | 'recordListen', data: unknown, ip: string): Promise<Answer> {
  return send(
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) },
    ip,
    functionUrl(name),
  );
}

/** The emulator's Firestore through the Admin SDK, as the CLI and the functions see it. */
export function adminDb() {
  // Offline there is no Google metadata server to look for; skip the lookup and its warning.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app =
    getApps().find((candidate) => candidate.name === 'shortlist-tests') ??
    initializeApp({ projectId }, 'shortlist-tests');
  return getFirestore(app);
}
