// npm run deploy: builds and deploys hosting, the function and the Firestore rules to the project
// named in site.config.yaml (firebase.projectId), the one the built page will call.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './config/config-path.ts';
import { loadSiteConfig } from './config/load-config.ts';
import { CREATE_FLAG, decideDatabase, deploysFirestore, readDatabaseState, withFirestoreLocation } from './deploy/firestore-database.ts';
import { firestoreLocation } from './deploy/firestore-location.ts';

const firebase = join(repoRoot, 'node_modules/.bin/firebase');
const run = (args: string[], capture = false) =>
  spawnSync(firebase, args, { cwd: repoRoot, stdio: capture ? ['inherit', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8' });

try {
  const config = await loadSiteConfig();
  const { projectId } = config.firebase;
  if (projectId.startsWith('demo-')) {
    throw new Error(
      `firebase.projectId in site.config.yaml is "${projectId}", a demo project that exists only in the emulators.\n` +
        'Create a Firebase project (Blaze plan, for Cloud Functions), put its id in firebase.projectId, then run npm run deploy again.',
    );
  }
  const createAllowed = process.argv.includes(CREATE_FLAG);
  const args = process.argv.slice(2).filter((arg) => arg !== CREATE_FLAG);
  const location = firestoreLocation(config.contact);
  // Written for firebase-tools, which creates a missing database wherever firebase.json says (nam5 without it).
  const firebaseJsonPath = join(repoRoot, 'firebase.json');
  const firebaseJson = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as { firestore?: { location?: string } };
  if (firebaseJson.firestore?.location !== location) {
    writeFileSync(firebaseJsonPath, `${JSON.stringify(withFirestoreLocation(firebaseJson, location), null, 2)}\n`);
    console.log(`firebase.json: Firestore location set to ${location}, from site.config.yaml.`);
  }
  if (deploysFirestore(args)) {
    const answer = run(['firestore:databases:get', '(default)', '--project', projectId, '--json'], true);
    const decision = decideDatabase(readDatabaseState(answer.stdout ?? ''), location, createAllowed);
    if (decision.action === 'refuse') throw new Error(decision.message);
    if (decision.action === 'deploy' && decision.note) console.warn(decision.note);
    if (decision.action === 'create' && run([...decision.args, '--project', projectId]).status !== 0) {
      throw new Error('The Firestore database could not be created; nothing was deployed.');
    }
  }
  process.exitCode = run(['deploy', '--project', projectId, ...args]).status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
