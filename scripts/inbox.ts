// npm run inbox [-- --limit N] [-- --project ID]
// Lists stored contact messages, newest first: from the local emulator by default, from a real
// project when --project is given or GOOGLE_APPLICATION_CREDENTIALS is set.
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { loadSiteConfig } from './config/load-config.ts';
import { firstLine, plainText } from './inbox/plainText.ts';
import { HOST, PORTS } from './local-stack/stack.ts';

const { values } = parseArgs({
  options: { project: { type: 'string' }, limit: { type: 'string', default: '20' } },
});

try {
  const local = values.project === undefined && !process.env.GOOGLE_APPLICATION_CREDENTIALS;
  const projectId = values.project ?? (await loadSiteConfig()).firebase.projectId;
  if (local) {
    process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
    // Offline there is no Google metadata server to look for; skip the lookup and its warning.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    await assertEmulatorUp(process.env.FIRESTORE_EMULATOR_HOST);
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`--limit must be a whole number above 0, not "${values.limit}"`);
  const snapshot = await getFirestore(initializeApp({ projectId }))
    .collection('contactMessages')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  console.log(`${snapshot.size} message(s) in ${projectId}${local ? ' (local emulator)' : ''}, newest first:`);
  for (const doc of snapshot.docs) {
    const createdAt = doc.get('createdAt') as Timestamp | undefined;
    const text = (field: string): string => plainText(String(doc.get(field) ?? ''));
    console.log(
      `\n${createdAt?.toDate().toISOString() ?? '(no time)'}  ${text('name')} <${text('email')}>\n` +
        `  Subject: ${text('subject')}\n  ${plainText(firstLine(String(doc.get('message') ?? '')))}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

async function assertEmulatorUp(host: string): Promise<void> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
  } catch {
    throw new Error(`No Firestore emulator answers on ${host}. Start the local stack with \`npm start\` first, or pass --project ID for a real project.`);
  }
}
