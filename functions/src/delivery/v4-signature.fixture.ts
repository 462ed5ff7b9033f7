// Test support (excluded from the build, as every *.fixture.ts): an independent check of a V4 signed address.
import { createHash, verify, type KeyObject } from 'node:crypto';

/** RFC 3986 as V4 signing encodes: all but the unreserved characters. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Whether `url` is a V4 signed GET that `key` signed, checked from the address alone as Cloud
 * Storage documents it (storage/docs/access-control/signing-urls-manually): the canonical request
 * (verb, path, the query sorted and encoded without the signature, the host header, the signed
 * header list, UNSIGNED-PAYLOAD), the string-to-sign (algorithm, date, credential scope, the
 * canonical request's hex SHA-256), and the signature over it, RSA-SHA256, in hex.
 */
export function signedBy(url: URL, key: KeyObject): boolean {
  const query = [...url.searchParams].filter(([name]) => name !== 'X-Goog-Signature');
  const canonicalQuery = query
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const signedHeaders = url.searchParams.get('X-Goog-SignedHeaders') ?? '';
  if (signedHeaders !== 'host') return false;
  const canonicalRequest = [
    'GET',
    url.pathname,
    canonicalQuery,
    `host:${url.host}`,
    '',
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = (url.searchParams.get('X-Goog-Credential') ?? '').split('/').slice(1).join('/');
  const stringToSign = [
    url.searchParams.get('X-Goog-Algorithm'),
    url.searchParams.get('X-Goog-Date'),
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signature = Buffer.from(url.searchParams.get('X-Goog-Signature') ?? '', 'hex');
  return verify('RSA-SHA256', Buffer.from(stringToSign), key, signature);
}
