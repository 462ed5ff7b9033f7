import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const indexes = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
  fieldOverrides: Array<{ collectionGroup: string; fieldPath: string; ttl?: boolean }>;
};

describe('what expires', () => {
  it('has a TTL policy for every collection the function stamps with expiresAt, the sender records included', () => {
    const ttl = indexes.fieldOverrides
      .filter((override) => override.ttl && override.fieldPath === 'expiresAt')
      .map((override) => override.collectionGroup);
    expect(ttl.sort()).toEqual(['checkoutSessions', 'contactSenders', 'mail', 'paymentEvents', 'rateLimits']);
  });

  it("deletes a purchase's unpaid quote and its token (purgeAt), never another quote", () => {
    const purged = indexes.fieldOverrides
      .filter((override) => override.ttl && override.fieldPath === 'purgeAt')
      .map((override) => override.collectionGroup);
    expect(purged.sort()).toEqual(['licenceQuotes', 'licenceTokens']);
    expect(
      indexes.fieldOverrides.filter((o) => o.collectionGroup.startsWith('licence') && o.fieldPath === 'expiresAt'),
    ).toEqual([]);
  });
});
