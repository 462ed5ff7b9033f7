import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildArtifacts } from '../../src/build-artifacts.tsx';
import type { Render, routes as siteRoutes } from '../../src/entry-server.tsx';
import { fillTemplate } from './page-template.ts';

/**
 * Renders every page into the client build. Anything React reports while rendering
 * (a key warning, a failed render) fails the build rather than shipping a broken page.
 */
export async function prerender(clientDir: string, serverEntry: string, policy: string, artifacts: BuildArtifacts): Promise<string[]> {
  const { render, routes } = (await import(pathToFileURL(serverEntry).href)) as { render: Render; routes: typeof siteRoutes };
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const reported: string[] = [];
  const originalError = console.error;
  const originalWarn = console.warn;
  console.error = (...args: unknown[]) => reported.push(args.map(String).join(' '));
  console.warn = console.error;
  try {
    const written: string[] = [];
    for (const { path: url, file } of routes) {
      const html = fillTemplate(template, await render(url, artifacts), policy);
      if (reported.length) throw new Error(`Rendering ${url} reported:\n${reported.join('\n')}`);
      const target = path.join(clientDir, file);
      // An entry's page lives under its section's address (catalog/night-drive.html).
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, html);
      written.push(target);
    }
    return written;
  } finally {
    console.error = originalError;
    console.warn = originalWarn;
  }
}
