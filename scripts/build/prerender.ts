import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildArtifacts } from '../../src/build-artifacts.tsx';
import type { Render, RenderFragments, routes as siteRoutes } from '../../src/entry-server.tsx';
import { fillTemplate } from './page-template.ts';

/**
 * Renders every page into the client build, and the entries drawn alone that its pages' scripts
 * put in place (a catalog's cards for search results); the pages of a section with such entries
 * carry the style rules those use. Anything React reports while rendering (a key warning, a
 * failed render) fails the build rather than shipping a broken page.
 */
export async function prerender(
  clientDir: string,
  serverEntry: string,
  policy: string,
  artifacts: BuildArtifacts,
): Promise<string[]> {
  const { render, renderFragments, routes } = (await import(pathToFileURL(serverEntry).href)) as {
    render: Render;
    renderFragments: RenderFragments;
    routes: typeof siteRoutes;
  };
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const reported: string[] = [];
  const originalError = console.error;
  const originalWarn = console.warn;
  console.error = (...args: unknown[]) => reported.push(args.map(String).join(' '));
  console.warn = console.error;
  try {
    const written: string[] = [];
    const write = async (file: string, content: string) => {
      const target = path.join(clientDir, file);
      // An entry's page lives under its section's address (catalog/night-drive.html).
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
      written.push(target);
    };
    const fragments = await renderFragments();
    if (reported.length) throw new Error(`Rendering the sections' entries alone reported:\n${reported.join('\n')}`);
    for (const { file, html } of fragments.files) await write(file, html);
    const joinedBy = new Set(fragments.files.map(({ section }) => section));
    for (const route of routes) {
      const { path: url, file } = route;
      const rules = route.kind === 'section' && joinedBy.has(route.section.id) ? fragments.rules : [];
      const html = fillTemplate(template, await render(url, artifacts, rules), policy);
      if (reported.length) throw new Error(`Rendering ${url} reported:\n${reported.join('\n')}`);
      await write(file, html);
    }
    return written;
  } finally {
    console.error = originalError;
    console.warn = originalWarn;
  }
}
