import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// Google's front end appends the address it saw to X-Forwarded-For, so only the last entry is
// trustworthy; earlier ones are whatever the caller wrote. Locally the emulator passes the header
// through untouched, which lets tests act as many senders from one machine.
export function callerIp(request: { headers: IncomingHttpHeaders; ip?: string | undefined }): string {
  const forwarded = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const last = chain.at(-1)?.trim();
  return last || request.ip || 'unknown';
}

// Keyed with a secret salt so a leaked database can't be matched against a list of addresses.
export function hashIp(ip: string, salt: string): string {
  return createHmac('sha256', salt).update(ip).digest('hex');
}
