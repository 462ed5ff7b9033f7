// A gRPC proxy in front of the Firestore emulator that counts what passes through it: each call by
// its method, and each write inside a commit. The emulator bills nothing and counts nothing, so
// this is how a test sees what a request would cost on the artist's Firestore bill.
import http2, { type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';

export interface Meter {
  /** host:port for FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** The calls since the last reset: method name (Commit, BatchGetDocuments, …) to count. */
  calls(): Record<string, number>;
  /** Document writes (creates, sets, updates, deletes) committed since the last reset. */
  writes(): number;
  reset(): void;
  close(): Promise<void>;
}

const CONNECTION_HEADERS = new Set([
  ':status',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

export async function startFirestoreMeter(target: string): Promise<Meter> {
  let calls: Record<string, number> = {};
  let writes = 0;
  // One connection to the emulator, opened again if the emulator closed it.
  let upstream: http2.ClientHttp2Session | null = null;
  const connection = () => {
    if (!upstream || upstream.closed || upstream.destroyed) {
      upstream = http2.connect(`http://${target}`);
      upstream.on('error', () => undefined);
    }
    return upstream;
  };
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const path = String(headers[':path']);
    const method = path.split('/').pop() ?? path;
    calls[method] = (calls[method] ?? 0) + 1;
    const body: Buffer[] = [];
    const request = connection().request(forwarded(headers));
    stream.on('data', (chunk: Buffer) => {
      if (method === 'Commit') body.push(chunk);
      request.write(chunk);
    });
    stream.on('end', () => request.end());
    // A commit's writes are billed when it succeeds: one refused for contention and tried again counts once.
    const settled = (status: unknown) => {
      if (method === 'Commit' && String(status) === '0') writes += commitWrites(Buffer.concat(body));
    };
    let trailers: IncomingHttpHeaders = {};
    request.on('response', (answer) => {
      const endsNow = 'grpc-status' in answer;
      if (endsNow) settled(answer['grpc-status']);
      stream.respond(strip(answer), endsNow ? { endStream: true } : { waitForTrailers: true });
    });
    request.on('trailers', (received) => {
      trailers = received;
      settled(received['grpc-status']);
    });
    request.on('data', (chunk: Buffer) => {
      if (!stream.closed) stream.write(chunk);
    });
    request.on('end', () => {
      if (!stream.closed && !stream.headersSent) stream.respond({ ':status': 502 }, { endStream: true });
      else if (!stream.closed && !stream.writableEnded) stream.end();
    });
    stream.on('wantTrailers', () => stream.sendTrailers(strip(trailers)));
    stream.on('close', () => request.close());
    request.on('error', () => stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    calls: () => ({ ...calls }),
    writes: () => writes,
    reset: () => {
      calls = {};
      writes = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        upstream?.destroy();
        // The clients keep their connections open: close them, or the server waits for ever.
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

function forwarded(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === ':authority' || name === ':scheme' || CONNECTION_HEADERS.has(name)) continue;
    out[name] = value;
  }
  return out;
}

function strip(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name === ':status' || !CONNECTION_HEADERS.has(name)),
  );
}

/**
 * The writes in a CommitRequest as gRPC frames it: each frame is a flag byte, a 4-byte length and
 * the message; `writes` is the message's repeated field 2
 * (https://github.com/googleapis/googleapis/blob/master/google/firestore/v1/firestore.proto).
 */
export function commitWrites(body: Buffer): number {
  let count = 0;
  for (let frame = 0; frame + 5 <= body.length;) {
    const length = body.readUInt32BE(frame + 1);
    count += fieldCount(body.subarray(frame + 5, frame + 5 + length), 2);
    frame += 5 + length;
  }
  return count;
}

function fieldCount(message: Buffer, field: number): number {
  let count = 0;
  let at = 0;
  const varint = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = message[at++] ?? 0;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
  };
  while (at < message.length) {
    const tag = varint();
    const wireType = tag & 7;
    if (tag >>> 3 === field) count += 1;
    if (wireType === 0) varint();
    else if (wireType === 1) at += 8;
    else if (wireType === 2) {
      // Read before adding: `at += varint()` would add to the position from before the length.
      const length = varint();
      at += length;
    } else if (wireType === 5) at += 4;
    else throw new Error(`unexpected protobuf wire type ${wireType}`);
  }
  return count;
}
