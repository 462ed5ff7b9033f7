import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotli, gzip } from './compress.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|manifest)|image\/svg)/;

interface Entry {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A site's files by URL path, compressed up front so no response waits on the compressor
 * (Lighthouse reads server latency from what it observes).
 */
export type SiteFiles = ReadonlyMap<string, Entry>;

export interface StaticSite {
  /** The origin, without a trailing slash: callers append their own path. */
  url: string;
  close(): Promise<void>;
}

/** The Content-Type Hosting sends for a file, by its extension. */
export const contentType = (name: string) => TYPES[path.extname(name)] ?? 'application/octet-stream';

function fileEntry(name: string, identity: Buffer): Entry {
  const type = contentType(name);
  return COMPRESSIBLE.test(type) ? { type, identity, br: brotli(identity), gzip: gzip(identity) } : { type, identity };
}

export async function readSite(root: string): Promise<SiteFiles> {
  const files = new Map<string, Entry>();
  for (const file of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const name = path.relative(root, path.join(file.parentPath, file.name)).split(path.sep).join('/');
    files.set(`/${name}`, fileEntry(name, await readFile(path.join(root, name))));
  }
  return files;
}

/** The no-JS floor serves its own index.html beside the site's assets, without compressing them again. */
export function withFile(files: SiteFiles, name: string, content: Buffer): SiteFiles {
  return new Map(files).set(`/${name}`, fileEntry(name, content));
}

/** A Hosting rewrite to a file: `match` is a regular expression for the path (as function-routes.ts writes a source glob). */
export interface FileRewrite {
  match: string;
  destination: string;
}

export interface ServeOptions {
  /** Default: any free port. */
  port?: number;
  /** Tried, in order, for a path no file answers, as Hosting does. */
  rewrites?: readonly FileRewrite[];
  /** Takes a request before the files do (a function rewrite); returns whether it did. */
  forward?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * Serves a site on loopback the way Firebase Hosting serves `dist`: clean URLs, brotli or
 * gzip by Accept-Encoding, hashed assets cached for a year, rewrites, 404.html with status 404.
 */
export async function serveStatic(files: SiteFiles, options: ServeOptions = {}): Promise<StaticSite> {
  const file = (pathname: string) =>
    files.get(pathname) ?? files.get(`${pathname.replace(/\/$/, '')}/index.html`) ?? files.get(`${pathname}.html`);
  const find = (pathname: string) => {
    const rewrite = options.rewrites?.find((candidate) => new RegExp(candidate.match).test(pathname));
    return file(pathname) ?? (rewrite && files.get(rewrite.destination));
  };

  const server = createServer((request, response) => {
    if (options.forward?.(request, response)) return;
    // Prefixed rather than resolved, so a path like // is a path, not a host.
    const pathname = new URL(`http://localhost${request.url ?? '/'}`).pathname;
    const found = find(pathname);
    const entry = found ?? files.get('/404.html') ?? { type: 'text/plain', identity: Buffer.from('Not found') };
    const headers: Record<string, string> = {
      'content-type': entry.type,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    const accepts = String(request.headers['accept-encoding'] ?? '');
    let body = entry.identity;
    if (entry.br && /\bbr\b/.test(accepts)) {
      headers['content-encoding'] = 'br';
      body = entry.br;
    } else if (entry.gzip && /\bgzip\b/.test(accepts)) {
      headers['content-encoding'] = 'gzip';
      body = entry.gzip;
    }
    headers['content-length'] = String(body.length);
    response.writeHead(found ? 200 : 404, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
