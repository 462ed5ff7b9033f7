/**
 * Whether `npm run deploy` may go ahead with the Firestore database as it is. firebase-tools
 * creates a missing database during deploy without asking, with delete protection off; its
 * location can never change afterwards, so the deploy creates one only when asked to, where the
 * config says, with delete protection on.
 */

export type DatabaseState =
  { kind: 'exists'; location: string } | { kind: 'missing' } | { kind: 'unknown'; reason: string };

/** What `firebase firestore:databases:get (default) --json` answered. */
export function readDatabaseState(stdout: string): DatabaseState {
  let answer: { status?: unknown; result?: { locationId?: unknown }; error?: unknown };
  try {
    answer = JSON.parse(stdout) as typeof answer;
  } catch {
    return { kind: 'unknown', reason: stdout.trim().split('\n').slice(-1)[0] || 'firebase-tools printed nothing' };
  }
  if (answer.status === 'success') return { kind: 'exists', location: String(answer.result?.locationId ?? 'unknown') };
  const error = String(answer.error ?? '');
  if (/HTTP Error: 404|does not exist|NOT_FOUND/i.test(error)) return { kind: 'missing' };
  return { kind: 'unknown', reason: error || 'no answer' };
}

export type DatabaseDecision =
  { action: 'deploy'; note?: string } | { action: 'create'; args: string[] } | { action: 'refuse'; message: string };

export const CREATE_FLAG = '--create-database';

export function decideDatabase(state: DatabaseState, location: string, createAllowed: boolean): DatabaseDecision {
  switch (state.kind) {
    case 'exists':
      return state.location === location
        ? { action: 'deploy' }
        : {
            action: 'deploy',
            note:
              `The Firestore database is in ${state.location}, not ${location} as site.config.yaml now says; ` +
              'a database never moves, so messages stay where they are.',
          };
    case 'missing':
      return createAllowed
        ? {
            action: 'create',
            args: ['firestore:databases:create', '(default)', '--location', location, '--delete-protection', 'ENABLED'],
          }
        : {
            action: 'refuse',
            message:
              `The project has no Firestore database yet. It will hold the contact messages in ${location} for good (its location can ` +
              `never change; set contact.firestoreLocation in site.config.yaml to choose another). Run npm run deploy -- ${CREATE_FLAG} ` +
              'to create it there, with delete protection on.',
          };
    case 'unknown':
      return {
        action: 'refuse',
        message: `Could not tell whether the project has a Firestore database (${state.reason}), so nothing was deployed: a missing one would be created without asking.`,
      };
  }
}

/** Whether these `firebase deploy` arguments deploy Firestore (and so may create the database). */
export function deploysFirestore(args: readonly string[]): boolean {
  const at = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at === -1) return true;
  const only = args[at]!.includes('=') ? args[at]!.split('=')[1]! : (args[at + 1] ?? '');
  return only.split(',').some((target) => target.trim().split(':')[0] === 'firestore');
}

/** firebase.json with the Firestore location set, for deploys run with firebase-tools directly too. */
export function withFirestoreLocation<T extends { firestore?: unknown }>(firebaseJson: T, location: string): T {
  const firestore = firebaseJson.firestore;
  if (typeof firestore !== 'object' || firestore === null || Array.isArray(firestore)) {
    throw new Error('firebase.json has no "firestore" block to set the location in');
  }
  return { ...firebaseJson, firestore: { ...(firestore as object), location } };
}
