// Test support (excluded from the build, as every *.fixture.ts): a stand-in for Google's Cloud Storage
// server, as much of its JSON API as the deliveryFile function calls, for the real Storage library to
// talk to where the Storage emulator cannot start (it downloads its rules runtime on first use).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StorageStandIn {
  /** For STORAGE_EMULATOR_HOST, which the Storage library reads when a client is made. */
  host: string;
  /** Each request it was sent, as `GET /b/<bucket>/o/<object>`, decoded. */
  requests: string[];
  /** The objects it holds, as `<bucket>/<object name>`: add and remove to upload and prune. */
  objects: Set<string>;
  close(): Promise<void>;
}

/**
 * Answers an object's metadata (`GET /b/<bucket>/o/<object>`, which `file.exists()` and
 * `getMetadata()` send) from `objects`, 404 with Storage's error body for any other object, and
 * 501 for anything else: a call the function starts making is seen, not answered by chance.
 */
export async function storageStandIn(objects: Iterable<string> = []): Promise<StorageStandIn> {
  const held = new Set(objects);
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const [, bucket, name] = /^\/b\/([^/]+)\/o\/([^/]+)$/.exec(path) ?? [];
    const decoded = name === undefined ? undefined : decodeURIComponent(name);
    requests.push(`${req.method} ${decoded === undefined ? path : `/b/${bucket}/o/${decoded}`}`);
    res.setHeader('Content-Type', 'application/json');
    if (req.method !== 'GET' || bucket === undefined || decoded === undefined) {
      res.writeHead(501).end(JSON.stringify({ error: { code: 501, message: `the stand-in does not answer ${req.method} ${path}` } }));
    } else if (held.has(`${bucket}/${decoded}`)) {
      res.writeHead(200).end(JSON.stringify({ kind: 'storage#object', bucket, name: decoded, size: '1' }));
    } else {
      res.writeHead(404).end(JSON.stringify({ error: { code: 404, message: 'No such object', errors: [{ reason: 'notFound' }] } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    objects: held,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
