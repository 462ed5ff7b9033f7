import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { resolveConfigPath } from '../config/config-path.ts';
import { loadSiteConfig } from '../config/load-config.ts';
import { instantOffers, InstantOffersError } from './instant-offers.ts';
import { sellingConfig } from '../test/selling-config.ts';

const file = resolveConfigPath();
const shipped = await loadSiteConfig(file);
// licensing.payment as the schema completes it (its words' defaults), from the shipped site turned selling.
const payment = (await sellingConfig()).licensing.payment!;
const selling = (config: SiteConfig): SiteConfig => ({
  ...config,
  licensing: { ...config.licensing, payment: { ...payment, quotes: 'invoice', automaticTax: false } },
});

describe("the function's settings for selling at once", () => {
  it('are none for a site that takes no payment', async () => {
    expect(await instantOffers(shipped, file)).toBeNull();
  });

  it('keep what an offer needs: the tracks without audio, the licence facts’ labels, the files each version delivers', async () => {
    const offers = (await instantOffers(selling(shipped), file))!;
    const golden = offers.tracks.find((track) => track.id === 'golden-hour')!;
    expect(golden.versions.map((version) => version.key)).toEqual(['main', 'Instrumental', '30 s cut']);
    expect(JSON.stringify(offers.tracks)).not.toMatch(/"audio"|"peaks"|"durationSeconds"|"moods"/);
    for (const catalog of offers.catalogs) expect(Object.keys(catalog.labels)).toEqual(['masterLoudness']);
    expect(offers.files['golden-hour']!.main!.map((delivered) => delivered.name)).toEqual([
      'golden-hour.wav',
      'golden-hour-stems.zip',
    ]);
    expect(offers.files['golden-hour']!.Instrumental![0]).toMatchObject({
      name: 'golden-hour-instrumental.wav',
      kind: 'master',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(offers.licensor).toEqual({
      name: shipped.artist.name,
      address: shipped.licensing.terms.address,
      email: shipped.contact.notifyEmail,
    });
    expect(offers.numberPrefix).toBe('MK');
  });

  it('stop the build, naming the file, when a version sells a file the delivery folder lacks', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'instant-offers-'));
    try {
      const copy = join(folder, 'site.config.yaml');
      writeFileSync(copy, '');
      await expect(instantOffers(selling(shipped), copy)).rejects.toThrow(InstantOffersError);
      await expect(instantOffers(selling(shipped), copy)).rejects.toThrow(
        /^licensing\.payment: the master file 'golden-hour\.wav' of "Golden Hour" is not in the delivery folder/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
