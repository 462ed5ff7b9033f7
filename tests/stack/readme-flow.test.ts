// The README's "Launch a site for another artist", word for word: `npm run new-site` writes the
// roster folder sites/<name>/, then `npm start -- --site <name>` builds and serves that site with
// the roster's function, even though the function's build runs a nested npm inside functions/.
// It binds the stack's fixed ports, so it runs on its own, before `npm test` starts its stack.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { HOST, PORTS } from '../../scripts/local-stack/stack.ts';
import { READY, runNpm, until } from './npm-run.ts';

const name = `readme-${randomUUID().slice(0, 8)}`;
const relativeConfig = `sites/${name}/site.yaml`;
const owner = `owner@${name}.example`;

afterAll(() => {
  rmSync(join(repoRoot, 'sites', name), { recursive: true, force: true });
  // npm start built the function for that site; later test steps serve the shipped site's.
  const rebuild = spawnSync('npm', ['run', 'build:functions'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, SITE_CONFIG: '' },
  });
  expect(rebuild.status).toBe(0);
}, 180_000);

describe("the README's flow for another artist", { timeout: 420_000 }, () => {
  test('new-site into sites/<name>/, then npm start -- --site <name> serves it and stores its messages in its own inbox', async () => {
    const created = runNpm([
      'run',
      'new-site',
      '--',
      name,
      '--artist',
      'Nova Lane',
      '--email',
      owner,
      '--url',
      'https://novalane.example',
    ]);
    expect(await created.exited, created.output()).toBe(0);
    expect(created.output()).toContain(`npm run build -- --site ${name}`);

    const run = runNpm(['start', '--', '--site', name], { SITE_CONFIG: '' });
    try {
      await until(
        'the stack says it is running',
        () => run.output().includes(READY) || run.npm.exitCode !== null,
        360_000,
        run,
      );
      expect(run.output()).toContain(READY);
      expect(run.output()).not.toContain('ENOENT');

      const page = await (await fetch(`http://${HOST}:${PORTS.hosting}/`)).text();
      expect(page).toContain('Nova Lane');

      const config = await loadSiteConfig(join(repoRoot, relativeConfig));
      const { projectId } = config.firebase;
      const id = randomUUID();
      const answer = await fetch(
        `http://${HOST}:${PORTS.functions}/${projectId}/${config.contact.region}/submitContact`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://${HOST}:${PORTS.hosting}` },
          body: JSON.stringify({
            data: {
              id,
              name: 'Anna Lee',
              email: 'anna@northlight.example',
              subject: 'A cue',
              message: 'Hello from the README test.',
              nectar: '',
            },
          }),
        },
      );
      expect(answer.status, await answer.clone().text()).toBe(200);

      const documents = `http://${HOST}:${PORTS.firestore}/v1/projects/${projectId}/databases/(default)/documents`;
      const read = async (path: string) =>
        (await fetch(`${documents}/${path}`, { headers: { Authorization: 'Bearer owner' } })).json();
      const stored = (await read(`sites/${name}/contactMessages/${id}`)) as {
        fields?: Record<string, { stringValue?: string }>;
      };
      expect(stored.fields?.name?.stringValue).toBe('Anna Lee');
      // The function was built from this site's YAML, not the shipped one: its mail goes to this owner.
      const mail = (await read(`mail/${name}--${id}`)) as { fields?: Record<string, { stringValue?: string }> };
      expect(mail.fields?.to?.stringValue).toBe(owner);
    } finally {
      process.kill(-(run.npm.pid as number), 'SIGINT');
      await run.exited;
    }
  });
});
