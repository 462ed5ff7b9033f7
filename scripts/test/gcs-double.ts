import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** CRC32C (Castagnoli), big-endian in base64, as Cloud Storage reports it and the library checks an upload against. */
function crc32c(bytes: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  }
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

/** An object as the double holds it. */
export interface StoredObject {
  bytes: Buffer;
  generation: number;
  metadata: Record<string, string>;
}

/** A request the double answered, as the tests check it (query included). */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

/**
 * A test double of Cloud Storage's JSON API for one machine without the cloud or its emulator:
 * the part @google-cloud/storage calls for the deploy (list under a prefix, multipart upload with
 * an ifGenerationMatch precondition, delete with one), answered as Google documents it, with the
 * checksums the library validates. The library reaches it through STORAGE_EMULATOR_HOST, so
 * the code under test is the library's own upload path. Anything else answers 501.
 */
export async function startGcsDouble() {
  const objects = new Map<string, StoredObject>();
  const seen: SeenRequest[] = [];
  let nextGeneration = 1_700_000_000_000_001;

  const resource = (bucket: string, name: string, object: StoredObject) => ({
    kind: 'storage#object',
    bucket,
    name,
    id: `${bucket}/${name}/${object.generation}`,
    generation: String(object.generation),
    metageneration: '1',
    size: String(object.bytes.length),
    md5Hash: createHash('md5').update(object.bytes).digest('base64'),
    crc32c: crc32c(object.bytes),
    metadata: object.metadata,
  });

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const failure = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { error: { code: status, message, errors: [{ message }] } });

  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  /** The two parts of a multipart/related upload: the object's JSON resource, then its bytes. */
  const parts = (body: Buffer, contentType: string) => {
    const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
    if (!boundary) throw new Error(`no boundary in ${contentType}`);
    const delimiter = Buffer.from(`--${boundary}`);
    const found: Buffer[] = [];
    let at = body.indexOf(delimiter);
    while (at >= 0) {
      const next = body.indexOf(delimiter, at + delimiter.length);
      if (next < 0) break;
      const part = body.subarray(at + delimiter.length, next);
      const headersEnd = part.indexOf('\r\n\r\n');
      found.push(part.subarray(headersEnd + 4, part.length - 2));
      at = next;
    }
    return found;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const query = Object.fromEntries(url.searchParams);
      seen.push({ method: req.method ?? '', path: url.pathname, query });
      const body = await read(req);
      const list = /^\/(?:storage\/v1\/)?b\/([^/]+)\/o$/.exec(url.pathname);
      const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
      const one = /^\/(?:storage\/v1\/)?b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
      if (req.method === 'GET' && list) {
        const prefix = query.prefix ?? '';
        const items = [...objects]
          .filter(([name]) => name.startsWith(prefix))
          .map(([name, object]) => resource(list[1]!, name, object));
        return send(res, 200, { kind: 'storage#objects', items });
      }
      if (req.method === 'POST' && upload && query.uploadType === 'multipart') {
        const [meta, bytes] = parts(body, req.headers['content-type'] ?? '');
        const name = query.name!;
        const current = objects.get(name);
        if (query.ifGenerationMatch !== undefined && String(current?.generation ?? 0) !== query.ifGenerationMatch)
          return failure(res, 412, 'At least one of the pre-conditions you specified did not hold.');
        const { metadata = {} } = JSON.parse(meta!.toString('utf8')) as { metadata?: Record<string, string> };
        const object = { bytes: Buffer.from(bytes!), generation: nextGeneration++, metadata };
        objects.set(name, object);
        return send(res, 200, resource(upload[1]!, name, object));
      }
      if (one) {
        const name = decodeURIComponent(one[2]!);
        const object = objects.get(name);
        if (!object) return failure(res, 404, `No such object: ${one[1]}/${name}`);
        if (query.ifGenerationMatch !== undefined && String(object.generation) !== query.ifGenerationMatch)
          return failure(res, 412, 'At least one of the pre-conditions you specified did not hold.');
        if (req.method === 'GET') return send(res, 200, resource(one[1]!, name, object));
        if (req.method === 'DELETE') {
          objects.delete(name);
          return send(res, 204);
        }
      }
      failure(res, 501, `the double does not answer ${req.method} ${url.pathname}`);
    })().catch((error: unknown) => failure(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** What STORAGE_EMULATOR_HOST is set to for the library to call the double. */
    host: `http://127.0.0.1:${port}`,
    objects,
    seen,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
