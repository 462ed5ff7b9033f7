import { CacheProvider } from '@emotion/react';
import { readFileSync } from 'node:fs';
import { StaticRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveConfigPath } from '../scripts/config/config-path';
import { validConfigMutants } from '../scripts/config/fuzz-mutants';
import { validateConfigSource } from '../scripts/config/load-config';
import { contentSecurityPolicy } from '../scripts/build/content-security-policy';
import { App } from './App';
import { createEmotionCache } from './emotion-cache';
import { renderHead } from './head/render-head';
import { renderStatic } from './islands/render-static';

// The fuzzed configs that pass validation; each must prerender exactly as the build does.
const mutants = validConfigMutants(readFileSync(resolveConfigPath(), 'utf8'), 400);

function render(url: string, config: Parameters<typeof App>[0]['config']): Promise<string> {
  const cache = createEmotionCache();
  return renderStatic(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <App config={config} />
      </StaticRouter>
    </CacheProvider>,
    config,
    cache,
  );
}

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
    expect(renderHead(config, 'home')).toContain('<title>');
    expect(contentSecurityPolicy(config)).toContain("default-src 'self'");
    expect(reported).toEqual([]);
  });
});
