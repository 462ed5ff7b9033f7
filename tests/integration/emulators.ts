// Talks to the running emulators the way the outside world does: HTTP on loopback only.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import type { SendRequest } from '../../src/contact/send-contact.ts';

const config = await loadSiteConfig();
const projectId = process.env.GCLOUD_PROJECT ?? config.firebase.projectId;
export const { rateLimit, notifyEmail } = config.contact;
export const siteOrigin = new URL(config.site.url).origin;
const functionUrl = `http://127.0.0.1:5001/${projectId}/${config.contact.region}/submitContact`;

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
// The emulator's owner token reads past the deny-all rules.
const owner = { Authorization: 'Bearer owner' };

export function validMessage(overrides: Partial<SendRequest> = {}): SendRequest {
  return {
    id: crypto.randomUUID(),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Sync license for a trailer',
    message: 'Hello,\nwe would like to license "Night Drive".',
    nectar: '',
    ...overrides,
  };
}

const REQUEST_TIMEOUT_MS = 240_000;

let lastIp = 0;
/**
 * A fresh address per sender, each in a /24 of its own, so tests share neither a sender's window
 * nor the per-network one (contact.rateLimit.network).
 */
export function newSenderIp(): string {
  lastIp += 1;
  return `10.${Math.floor(lastIp / 250) % 250}.${(lastIp % 250) + 1}.7`;
}

export interface Answer {
  status: number;
  headers: Headers;
  contentType: string;
  body: string;
  json: unknown;
}

/** One callable request exactly as the SDK sends it: POST, JSON, `{ data }`. */
export function call(data: unknown, ip = newSenderIp()): Promise<Answer> {
  return send({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) }, ip);
}

/** What the function reports about the caller in its probe mode (`npm run check:sender`). */
export function probeSender(forwardedFor: string): Promise<Answer> {
  return send({ method: 'GET' }, forwardedFor, `${functionUrl}?probe=sender`);
}

export async function send(init: RequestInit, ip = newSenderIp(), url = functionUrl): Promise<Answer> {
  const response = await fetch(url, {
    // The emulator drops a request whose worker fails to start; fail the test instead of hanging.
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    ...init,
    headers: { 'x-forwarded-for': ip, ...(init.headers as Record<string, string>) },
  });
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    contentType: response.headers.get('content-type') ?? '',
    body,
    json,
  };
}

/** A document written past the rules, as the owner; `fields` in the REST API's typed form. */
export async function writeDocument(path: string, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${documentsUrl}/${path}`, {
    method: 'PATCH',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`writing ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Runs `work` inside a Firestore transaction that has read `path`, as a concurrent writer would:
 * the function's transactions on that document contend with it until `work` is done.
 */
export async function whileHolding<T>(path: string, work: () => Promise<T>): Promise<T> {
  const app =
    getApps().find((candidate) => candidate.name === 'integration-tests') ??
    initializeApp({ projectId }, 'integration-tests');
  const db = getFirestore(app);
  let result: { value: T } | undefined;
  // The holder's own fate doesn't matter: only the function's answer does.
  await db
    .runTransaction(
      async (transaction) => {
        await transaction.get(db.doc(path));
        result = { value: await work() };
      },
      { maxAttempts: 1 },
    )
    .catch(() => undefined);
  if (!result) throw new Error(`the transaction holding ${path} ended before the work`);
  return result.value;
}

export interface StoredDocument {
  name: string;
  fields: Record<string, Record<string, unknown>>;
}

export async function listDocuments(collection: string): Promise<StoredDocument[]> {
  const documents: StoredDocument[] = [];
  let pageToken = '';
  do {
    const response = await fetch(
      `${documentsUrl}/${collection}?pageSize=300${pageToken && `&pageToken=${pageToken}`}`,
      {
        headers: owner,
      },
    );
    if (!response.ok) throw new Error(`listing ${collection}: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as { documents?: StoredDocument[]; nextPageToken?: string };
    documents.push(...(page.documents ?? []));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return documents;
}

export async function storedCount(): Promise<number> {
  const [messages, mail] = await Promise.all([listDocuments('contactMessages'), listDocuments('mail')]);
  return messages.length + mail.length;
}

export async function clearFirestore(): Promise<void> {
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  if (!response.ok) throw new Error(`clearing Firestore: ${response.status}`);
}

export const stringField = (document: StoredDocument | undefined, field: string): unknown =>
  document?.fields[field]?.stringValue;

/** A stored value as plain data: Firestore's REST API wraps each in its type (stringValue, mapValue…). */
export function plain(value: Record<string, unknown> | undefined): unknown {
  if (!value) return undefined;
  if ('mapValue' in value) {
    const fields = (value.mapValue as { fields?: Record<string, Record<string, unknown>> }).fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([key, inner]) => [key, plain(inner)]));
  }
  if ('arrayValue' in value)
    return ((value.arrayValue as { values?: Record<string, unknown>[] }).values ?? []).map(plain);
  if ('integerValue' in value) return Number(value.integerValue);
  if ('nullValue' in value) return null;
  const [scalar] = Object.values(value);
  return scalar;
}

/** Every field of a stored document as plain data. */
export const plainFields = (document: StoredDocument): Record<string, unknown> =>
  Object.fromEntries(Object.entries(document.fields).map(([key, value]) => [key, plain(value)]));
