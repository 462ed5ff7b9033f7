import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: 256 bits, far beyond guessing, in 43 URL-safe characters. */
export const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/**
 * Only this is stored: a leaked database or backup opens no link. A plain hash is enough, unlike
 * for passwords, because the token is random and long, so there is nothing to guess from it.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
