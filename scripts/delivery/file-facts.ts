import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { DeliveredFile } from '../../functions/src/contract/delivery.ts';

/** A file's size and hex SHA-256, read as a stream: a master of gigabytes never sits in memory. */
export async function fileFacts(file: string): Promise<Pick<DeliveredFile, 'bytes' | 'sha256'>> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    hash.update(chunk);
  }
  return { bytes, sha256: hash.digest('hex') };
}
