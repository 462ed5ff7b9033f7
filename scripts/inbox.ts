// npm run inbox [-- --limit N] [-- --project ID]      lists stored messages, newest first
// npm run inbox -- --csv [--out FILE] | --json [--out FILE]   exports every message
// npm run inbox -- --site NAME ...    only that roster site's messages (sites/NAME/contactMessages)
// npm run inbox -- --all ...          each roster site's in turn (exports: one file per site)
// From the local emulator by default, from a real project when --project is given or
// GOOGLE_APPLICATION_CREDENTIALS is set.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type QueryDocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import type { LicenceField } from '../functions/src/contract/licence-request.ts';
import { DEFAULT_SITE } from '../functions/src/contract/site-key.ts';
import { licenceRequestOf } from '../src/sections/registry.ts';
import { CommandError, defineCommand, UsageError, wholeNumber, type OptionSpecs, type Values } from './cli/command.ts';
import { loadSiteConfig } from './config/load-config.ts';
import type { RosterSite } from './config/roster.ts';
import { toCsv } from './text/csv.ts';
import { inboxTable, licenceLine, type InboxMessage } from './inbox/export.ts';
import { firstLine, plainText } from './text/plain-text.ts';
import { paymentText } from './licence/payment-status.ts';
import { requestStates } from './licence/store.ts';
import { HOST, PORTS } from './local-stack/stack.ts';

function asMessage(doc: QueryDocumentSnapshot): InboxMessage {
  const text = (field: string) => String(doc.get(field) ?? '');
  const message = doc.get('message') as unknown;
  return {
    id: doc.id,
    createdAt: (doc.get('createdAt') as Timestamp | undefined)?.toDate().toISOString() ?? null,
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    ...(typeof message === 'string' ? { message } : {}),
    ...(doc.get('licence') === undefined ? {} : { licence: doc.get('licence') as Record<string, string | number> }),
    ...(doc.get('fee') === undefined ? {} : { fee: doc.get('fee') as Exclude<InboxMessage['fee'], undefined> }),
  };
}

/** Each licence request with where it stands: new until quoted, then its latest quote's state and licence number. */
function withStates(messages: InboxMessage[], states: Awaited<ReturnType<typeof requestStates>>): InboxMessage[] {
  return messages.map((message) => {
    if (!message.licence) return message;
    const state = states.get(message.id);
    return {
      ...message,
      licenceState: state?.state ?? 'new',
      ...(state?.number && { licenceNumber: state.number }),
      ...(state?.payment && { licencePayment: state.payment }),
    };
  });
}

function list(messages: InboxMessage[], fields: LicenceField[], shortlistLabel: string, where: string): void {
  console.log(`${messages.length} message(s) in ${where}, newest first:`);
  for (const message of messages) {
    const lines = [
      `\n${message.createdAt ?? '(no time)'}  ${plainText(message.name)} <${plainText(message.email)}>  id ${message.id}`,
      `  Subject: ${plainText(message.subject)}`,
    ];
    // What \`npm run licence -- quote ID\` takes, and where the request stands.
    if (message.licence)
      lines.push(
        `  Licence request: ${[message.licenceState, message.licenceNumber, paymentText(message.licencePayment ?? null)].filter(Boolean).join(' ')}`,
      );
    if (message.licence) lines.push(`  ${plainText(licenceLine(message.licence, fields, shortlistLabel))}`);
    if (message.fee) lines.push(`  Fee shown: ${message.fee.currency} ${message.fee.min}–${message.fee.max}`);
    if (message.message) lines.push(`  ${plainText(firstLine(message.message))}`);
    console.log(lines.join('\n'));
  }
}

/** One site's messages, listed or exported; `site` undefined is the default single site, at the database's root. */
async function inbox(
  values: InboxValues,
  site: RosterSite | undefined,
  outName: (extension: string) => string,
): Promise<void> {
  const config = await loadSiteConfig(site?.configFile);
  const local = values.project === undefined && !process.env.GOOGLE_APPLICATION_CREDENTIALS;
  const projectId = values.project ?? config.firebase.projectId;
  if (local) {
    process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
    // Offline there is no Google metadata server to look for; skip the lookup and its warning.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    await assertEmulatorUp(process.env.FIRESTORE_EMULATOR_HOST);
  }
  const limit = wholeNumber('limit', values.limit, 1)!;
  const exporting = values.csv || values.json;
  const app = getApps().find((existing) => existing.name === projectId) ?? initializeApp({ projectId }, projectId);
  // The function stores a roster site's messages under its own document, the default site's at the root.
  const collection = site ? `sites/${site.name}/contactMessages` : 'contactMessages';
  const query = getFirestore(app).collection(collection).orderBy('createdAt', 'desc');
  // An export is every message; the listing the newest few.
  const stored = (await (exporting ? query : query.limit(limit)).get()).docs.map(asMessage);
  const messages = withStates(stored, await requestStates(getFirestore(app), site?.name ?? DEFAULT_SITE));
  const fields = licenceRequestOf(config.sections)?.fields ?? [];
  // The shortlist a licence request came from, labelled as the artist's mail labels it.
  const { shortlistLabel } = config.contact.mail;
  const where = `${site ? `${site.name}, ` : ''}${projectId}${local ? ' (local emulator)' : ''}`;
  if (!exporting) {
    list(messages, fields, shortlistLabel, where);
  } else {
    // A file, not standard output: npm prints its own lines there, which would break the CSV.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), outName(values.csv ? 'csv' : 'json'));
    await writeFile(
      file,
      values.csv ? toCsv(inboxTable(messages, fields, shortlistLabel)) : `${JSON.stringify(messages, null, 2)}\n`,
    );
    console.log(`${messages.length} message(s) from ${where} written to ${file}`);
  }
}

const options = {
  project: {
    type: 'string',
    value: 'ID',
    help: 'a real Firebase project instead of the local emulator (or set GOOGLE_APPLICATION_CREDENTIALS)',
  },
  limit: { type: 'string', default: '20', value: 'N', help: 'how many of the newest messages to list' },
  csv: { type: 'boolean', default: false, help: 'export every message as CSV a spreadsheet opens safely' },
  json: { type: 'boolean', default: false, help: 'export every message as JSON' },
  out: { type: 'string', value: 'FILE', help: "the export's file (default inbox-DATE.csv or .json)" },
} satisfies OptionSpecs;
type InboxValues = Values<typeof options>;

export default defineCommand({
  name: 'inbox',
  summary: 'Lists the messages and licence requests the contact function stored, newest first, or exports them all.',
  usage: ['[--limit N] [--project ID] [--site NAME | --all]', '--csv | --json [--out FILE]'],
  options,
  site: 'all',
  async run({ values, selection }) {
    if (values.csv && values.json) throw new UsageError('choose one of --csv and --json');
    const day = new Date().toISOString().slice(0, 10);
    if (selection.kind === 'all') {
      if (values.out) throw new UsageError('--all writes one file per site, inbox-NAME-DATE.csv: leave out --out');
      for (const site of selection.sites) {
        await inbox(values, site, (extension) => `inbox-${site.name}-${day}.${extension}`);
        console.log('');
      }
    } else {
      const site = selection.kind === 'site' ? selection.site : undefined;
      await inbox(values, site, (extension) => values.out ?? `inbox-${site ? `${site.name}-` : ''}${day}.${extension}`);
    }
    return 0;
  },
});

async function assertEmulatorUp(host: string): Promise<void> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
  } catch {
    throw new CommandError(
      `No Firestore emulator answers on ${host}. Start the local stack with \`npm start\` first, or pass --project ID for a real project.`,
    );
  }
}
