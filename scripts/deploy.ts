// npm run deploy: builds and deploys hosting, the function and the Firestore rules to the project
// named in site.config.yaml (firebase.projectId), the one the built page will call.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './config/config-path.ts';
import { loadSiteConfig } from './config/load-config.ts';

try {
  const { projectId } = (await loadSiteConfig()).firebase;
  if (projectId.startsWith('demo-')) {
    throw new Error(
      `firebase.projectId in site.config.yaml is "${projectId}", a demo project that exists only in the emulators.\n` +
        'Create a Firebase project (Blaze plan, for Cloud Functions), put its id in firebase.projectId, then run npm run deploy again.',
    );
  }
  const firebase = join(repoRoot, 'node_modules/.bin/firebase');
  const deploy = spawnSync(firebase, ['deploy', '--project', projectId, ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit' });
  process.exitCode = deploy.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
