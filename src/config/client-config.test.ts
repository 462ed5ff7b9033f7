import { describe, expect, it } from 'vitest';
import '../../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { clientConfig } from './client-config.ts';

describe('clientConfig', () => {
  it('holds no section, nav, footer or head text: content reaches the browser once, as HTML', async () => {
    const config = await loadSiteConfig();
    const client = JSON.stringify(clientConfig(config));
    expect(Object.keys(clientConfig(config)).sort()).toEqual([
      'behaviour',
      'contact',
      'firebase',
      'site',
      'strings',
      'theme',
    ]);
    for (const text of [
      config.meta.title,
      config.brand.name,
      config.nav.items[0].label,
      config.footer.copyright,
      config.notFound.title,
    ]) {
      expect(client).not.toContain(text);
    }
    for (const section of config.sections) if (section.heading) expect(client).not.toContain(section.heading);
  });

  it('leaves out the Hosting site id, which the browser never needs', async () => {
    const config = await loadSiteConfig();
    config.firebase.hostingSite = 'nova-lane-music';
    expect(JSON.stringify(clientConfig(config))).not.toContain('nova-lane-music');
    expect(clientConfig(config).firebase).toEqual({ projectId: config.firebase.projectId });
  });
});
