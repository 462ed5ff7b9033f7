import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../scripts/config/load-config';
import { clientConfig } from './client-config';

describe('clientConfig', () => {
  it('leaves out only the server- and function-only blocks', async () => {
    const config = await loadSiteConfig();
    const client = clientConfig(config);
    expect(Object.keys(client).sort()).toEqual(Object.keys(config).filter((key) => !['$schema', 'meta', 'artist'].includes(key)).sort());
    expect(Object.keys(client.contact).sort()).toEqual(Object.keys(config.contact).filter((key) => !['notifyEmail', 'rateLimit'].includes(key)).sort());
    expect(client.sections).toBe(config.sections);
  });
});
