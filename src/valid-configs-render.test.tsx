import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../scripts/test/compiled-schema.ts';
import { resolveConfigPath } from '../scripts/config/config-path.ts';
import { validConfigMutants } from '../scripts/config/fuzz-mutants.ts';
import { validateConfigSource } from '../scripts/config/load-config.ts';
import { contentSecurityPolicy } from '../scripts/build/content-security-policy.ts';
import type { SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { createEmotionCache } from './emotion-cache.ts';
import { renderHead } from './head/render-head.ts';
import { renderPage } from './render-page.tsx';
import { routeFor, siteRoutes } from './routes.ts';

// The fuzzed configs that pass validation; each must prerender exactly as the build does.
const mutants = validConfigMutants(readFileSync(resolveConfigPath(), 'utf8'), 400);

const render = (url: string, config: SiteConfig) => renderPage(url, config, createEmotionCache());

describe('every config that passes validation renders', () => {
  let reported: string[];
  beforeEach(() => {
    reported = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void reported.push(args.map(String).join(' ')));
  });
  afterEach(() => vi.restoreAllMocks());

  it('found valid mutants to render', () => {
    expect(mutants.length).toBeGreaterThan(10);
  });

  it.each(mutants.map((mutant) => [mutant.name, mutant] as const))('%s', async (_name, mutant) => {
    const result = validateConfigSource(mutant.source, 'mutant.yaml');
    if (!result.ok) throw new Error('validConfigMutants returned an invalid config');
    const { config } = result;
    const home = await render('/', config);
    for (const section of config.sections) expect(home).toContain(`id="${section.id}"`);
    expect(await render('/404', config)).toContain(config.notFound.linkLabel.replace(/&/g, '&amp;'));
    expect(renderHead(config, routeFor(siteRoutes(config), '/'))).toContain('<title>');
    expect(contentSecurityPolicy(config)).toContain("default-src 'self'");
    expect(reported).toEqual([]);
  });
});
