import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pinSitePaths } from './config-path.ts';

describe('pinSitePaths', () => {
  it('makes relative SITE_CONFIG and SITE_PUBLIC_DIR absolute from where npm ran, so nested npm runs read the same files', () => {
    const user = join('/', 'home', 'ada', 'cuesheet');
    const env: NodeJS.ProcessEnv = { SITE_CONFIG: 'sites/nova-lane.yaml', SITE_PUBLIC_DIR: './sites/nova-lane-public' };
    pinSitePaths(env, user);
    expect(env).toEqual({
      SITE_CONFIG: join(user, 'sites/nova-lane.yaml'),
      SITE_PUBLIC_DIR: join(user, 'sites/nova-lane-public'),
    });
    // A nested `npm run` in functions/ sees an absolute path and keeps it.
    pinSitePaths(env, join(user, 'functions'));
    expect(env.SITE_CONFIG).toBe(join(user, 'sites/nova-lane.yaml'));
  });

  it('leaves unset and empty variables alone', () => {
    const env: NodeJS.ProcessEnv = { SITE_CONFIG: '' };
    pinSitePaths(env, '/somewhere');
    expect(env).toEqual({ SITE_CONFIG: '' });
  });
});
