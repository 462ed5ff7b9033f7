import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { BuiltFile, Render } from '../../src/entry-server.tsx';
import { fillTemplate } from './page-template.ts';

/**
 * `npm run dev` serves what the build prerenders: each page rendered by the server entry on
 * request, so the browser hydrates the same islands on the same markup as in production,
 * and a change to a section shows on reload; and the files the build writes beside the pages
 * (the catalog's search files, its cards drawn alone), made on request the same way.
 */
export function devRenderPlugin(): Plugin {
  return {
    name: 'cuesheet:dev-render',
    apply: 'serve',
    configureServer(server) {
      // Returned, so it runs after Vite's own middlewares have served modules and public files.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          // Vite's HTML fallback has rewritten url to /index.html by now; the address asked for is the original.
          const url = req.originalUrl ?? req.url ?? '/';
          const pathname = new URL(url, 'http://localhost').pathname;
          if (req.method !== 'GET') return next();
          try {
            if (/\.(json|html)$/.test(pathname) && pathname !== '/index.html') {
              const { builtFile } = (await server.ssrLoadModule('/src/entry-server.tsx')) as { builtFile: BuiltFile };
              const content = await builtFile(pathname);
              if (content === undefined) {
                // As Hosting answers a file it does not have: not a page in its place.
                res.statusCode = 404;
                return res.end('Not found');
              }
              res.setHeader(
                'Content-Type',
                pathname.endsWith('.json') ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
              );
              return res.end(content);
            }
            if (path.extname(pathname) !== '' && pathname !== '/index.html') return next();
            const template = await server.transformIndexHtml(
              url,
              await readFile(path.join(server.config.root, 'index.html'), 'utf8'),
            );
            const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as { render: Render };
            const page = await render(pathname);
            res.statusCode = page.route.kind === 'not-found' ? 404 : 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(fillTemplate(template, page));
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}
