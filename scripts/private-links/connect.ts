import { CommandError } from '../cli/command.ts';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { readConfigSource, siteConfigFromSource } from '../config/load-config.ts';
import { HOST, PORTS } from '../local-stack/stack.ts';

export interface Connection {
  db: Firestore;
  /** "demo-cuesheet (local emulator)" or the project id. */
  where: string;
  local: boolean;
}

/**
 * The same choice as `npm run inbox`: the local emulator by default, a real project when
 * --project is given or GOOGLE_APPLICATION_CREDENTIALS is set.
 */
export async function connect(project: string | undefined, configProjectId: string): Promise<Connection> {
  const local = project === undefined && !process.env.GOOGLE_APPLICATION_CREDENTIALS;
  const projectId = project ?? configProjectId;
  if (local) {
    process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
    // Offline there is no Google metadata server to look for; skip the lookup and its warning.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const host = process.env.FIRESTORE_EMULATOR_HOST;
    try {
      await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
    } catch {
      throw new CommandError(
        `No Firestore emulator answers on ${host}. Start the local stack with \`npm start\` first, or pass --project ID for a real project.`,
      );
    }
  }
  return {
    db: getFirestore(initializeApp({ projectId })),
    where: `${projectId}${local ? ' (local emulator)' : ''}`,
    local,
  };
}

/** A command's site and its database: the config at `file`, and the emulator or the project it names. */
export async function connectSite(
  project: string | undefined,
  file: string,
): Promise<Connection & { config: SiteConfig }> {
  const config = siteConfigFromSource(await readConfigSource(file), file);
  return { config, ...(await connect(project, config.firebase.projectId)) };
}
