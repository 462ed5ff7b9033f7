import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildArtifacts } from '../../src/build-artifacts.tsx';
import type { Render, sectionPagePaths } from '../../src/entry-server.tsx';
import type { PageKind } from '../../src/head/render-head.ts';
import { fillTemplate } from './page-template.ts';

/** Which pages become which files; Hosting serves 404.html for any unknown path. */
const pages: { url: string; page: PageKind; file: string }[] = [
  { url: '/', page: 'home', file: 'index.html' },
  { url: '/404', page: 'not-found', file: '404.html' },
];

/**
 * Renders every page into the client build. Anything React reports while rendering
 * (a key warning, a failed render) fails the build rather than shipping a broken page.
 */
export async function prerender(clientDir: string, serverEntry: string, policy: string, artifacts: BuildArtifacts): Promise<string[]> {
  const server = (await import(pathToFileURL(serverEntry).href)) as { render: Render; sectionPagePaths: typeof sectionPagePaths };
  const { render } = server;
  // A section's page /name becomes name.html, which Hosting serves at /name (cleanUrls).
  const sectionPages = server.sectionPagePaths().map((url) => ({ url, page: 'section' as const, file: `${url.slice(1)}.html` }));
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const reported: string[] = [];
  const originalError = console.error;
  const originalWarn = console.warn;
  console.error = (...args: unknown[]) => reported.push(args.map(String).join(' '));
  console.warn = console.error;
  try {
    const written: string[] = [];
    for (const { url, page, file } of [...pages, ...sectionPages]) {
      const html = fillTemplate(template, await render(url, page, artifacts), policy);
      if (reported.length) throw new Error(`Rendering ${url} reported:\n${reported.join('\n')}`);
      const target = path.join(clientDir, file);
      await writeFile(target, html);
      written.push(target);
    }
    return written;
  } finally {
    console.error = originalError;
    console.warn = originalWarn;
  }
}
