import { describe, expect, it } from 'vitest';
import { locatedErrors, resultsTable } from './run-all.ts';

describe('the closing table of an --all run', () => {
  it('finds located errors, coloured or not, prefixed by the site or not', () => {
    const output = [
      '\x1b[1msites/a/site.yaml:5:8:\x1b[22m expected a URL starting with https://',
      '  4 | site:',
      '[a] sites/a/site.yaml:12:3: unknown property',
      '1 error in sites/a/site.yaml',
    ].join('\n');
    expect(locatedErrors(output)).toEqual([
      'sites/a/site.yaml:5:8: expected a URL starting with https://',
      'sites/a/site.yaml:12:3: unknown property',
    ]);
  });

  it('has a row per site, the located errors under a failing one, and a total', () => {
    const table = resultsTable(
      [
        { site: 'ada-moss', ok: true, code: 0, ms: 1234, located: [] },
        { site: 'nova-lane', ok: false, code: 1, ms: 2500, located: ['sites/nova-lane/site.yaml:5:8: expected a URL'] },
        { site: 'zed', ok: false, code: 134, ms: 100, located: [] },
        { site: 'yu', ok: false, code: 1, ms: 0, located: [], reason: 'a demo project' },
      ],
      'built',
    );
    expect(table.split('\n')).toEqual([
      'site       result      time  errors',
      'ada-moss   ok         1.2 s',
      'nova-lane  FAILED     2.5 s  1 located',
      '           sites/nova-lane/site.yaml:5:8: expected a URL',
      'zed        FAILED     0.1 s  exit code 134',
      'yu         FAILED     0.0 s  a demo project',
      '1 of 4 sites built, 3 failed (3.8 s in all)',
    ]);
  });
});
