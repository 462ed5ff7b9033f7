// Drives licences as the artist does (the command) and as the buyer's page does (the callables through Hosting).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { LICENCE_ENDPOINTS } from '../../functions/src/contract/licence-model.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import {
  call as callContact,
  listDocuments,
  plainFields,
  stringField,
  validMessage,
} from '../../tests/integration/emulators.ts';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function licenceCli(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['scripts/cli.ts', 'licence', ...args],
      { cwd: repoRoot },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `licence quote`, returning the quote's id and its link's token as printed. */
export async function quote(
  requestId: string,
  ...args: string[]
): Promise<{ id: string; token: string; stdout: string }> {
  const result = await licenceCli('quote', requestId, ...args);
  if (result.code !== 0) throw new Error(`licence quote failed: ${result.stderr}`);
  const id = /^Quote (\w+) /m.exec(result.stdout)?.[1];
  const token = /http:\/\/127\.0\.0\.1:5000\/l\/([A-Za-z0-9_-]{43})$/m.exec(result.stdout)?.[1];
  if (!id || !token) throw new Error(`no id or link in: ${result.stdout}`);
  return { id, token, stdout: result.stdout };
}

/** A licence request stored by the contact function, as the form sends one; its id. */
export async function storedRequest(name: string, licence: Record<string, string | number>): Promise<string> {
  const answer = await callContact(
    validMessage({ name, subject: `Licence request: ${String(licence.track)}`, licence }),
  );
  if (answer.status !== 200) throw new Error(`submitContact answered ${answer.status}: ${answer.body}`);
  const stored = (await listDocuments('contactMessages')).find((document) => stringField(document, 'name') === name);
  if (!stored) throw new Error(`request of ${name} not stored`);
  return stored.name.split('/').pop()!;
}

/** Every mail document whose id ends with `suffix`, as plain fields. */
export async function mailsEndingWith(suffix: string) {
  return (await listDocuments('mail'))
    .filter((document) => document.name.endsWith(suffix))
    .map((document) => plainFields(document) as { to: string; message: { subject: string; text: string } });
}

/** A licence callable through the site's own rewrite, from the site's own page origin. */
export async function callLicence(
  request: APIRequestContext,
  endpoint: keyof typeof LICENCE_ENDPOINTS,
  data: unknown,
  ip: string,
) {
  const response = await request.post(LICENCE_ENDPOINTS[endpoint].path, {
    data: { data },
    headers: { origin: 'http://127.0.0.1:5000', 'x-forwarded-for': ip },
  });
  return {
    status: response.status(),
    body: (await response.json().catch(() => ({}))) as {
      result?: unknown;
      error?: { status: string; message: string };
    },
  };
}
