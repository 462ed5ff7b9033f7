import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryPathOf } from '../../functions/src/contract/delivery.ts';
import { LICENCE_ENDPOINTS, LICENCE_PDF_PATH } from '../../functions/src/contract/licence-model.ts';
import { SHORTLIST_ENDPOINTS } from '../../functions/src/contract/shortlist-endpoints.ts';
import { repoRoot } from '../config/config-path.ts';
import {
  ENDPOINTS,
  functionRoutes,
  FunctionRouteError,
  siteFunctionRoutes,
  sourcePattern,
  type FunctionRoute,
  type HostingRewrite,
} from './function-routes.ts';

const shipped = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
  hosting: { rewrites: HostingRewrite[] };
};
const targets = (routes: FunctionRoute[]) => Object.fromEntries(routes.map((route) => [route.source, route.target]));
const matches = (route: FunctionRoute | undefined, url: string) =>
  route !== undefined && new RegExp(route.match).test(url);

describe('functionRoutes', () => {
  it('sends each shortlist, licence and payment endpoint to its function on the Functions emulator, in the project and region given', () => {
    expect(
      targets(
        functionRoutes({ rewrites: shipped.hosting.rewrites, projectId: 'demo-cuesheet', region: 'us-central1' }),
      ),
    ).toEqual({
      '/api/shortlist': 'http://127.0.0.1:5001/demo-cuesheet/us-central1/getShortlist',
      '/api/listen': 'http://127.0.0.1:5001/demo-cuesheet/us-central1/recordListen',
      '/api/licence/open': 'http://127.0.0.1:5001/demo-cuesheet/us-central1/getLicenceQuote',
      '/api/licence/accept': 'http://127.0.0.1:5001/demo-cuesheet/us-central1/acceptLicence',
      '/api/licence/verify': 'http://127.0.0.1:5001/demo-cuesheet/us-central1/verifyLicence',
      '/api/licence/pay': 'http://127.0.0.1:5001/demo-cuesheet/us-central1/payLicenceQuote',
      '/api/licence/buy': 'http://127.0.0.1:5001/demo-cuesheet/us-central1/buyLicence',
      '/api/stripe/webhook': 'http://127.0.0.1:5001/demo-cuesheet/us-central1/stripeWebhook',
      '/l/pdf/**': 'http://127.0.0.1:5001/demo-cuesheet/us-central1/licencePdf',
      '/l/file/**': 'http://127.0.0.1:5001/demo-cuesheet/us-central1/deliveryFile',
    });
    expect(targets(functionRoutes({ rewrites: [], projectId: 'demo-roster', region: 'europe-west1' }))).toMatchObject({
      '/api/shortlist': 'http://127.0.0.1:5001/demo-roster/europe-west1/getShortlist',
      '/api/listen': 'http://127.0.0.1:5001/demo-roster/europe-west1/recordListen',
      '/api/licence/accept': 'http://127.0.0.1:5001/demo-roster/europe-west1/acceptLicence',
      '/api/stripe/webhook': 'http://127.0.0.1:5001/demo-roster/europe-west1/stripeWebhook',
    });
  });

  it('forwards every other function rewrite of firebase.json too, in the site’s region whatever the rewrite names', () => {
    const rewrites: HostingRewrite[] = [
      ...shipped.hosting.rewrites,
      { source: '/api/quote', function: { functionId: 'quote', region: 'us-central1' } },
      { source: '/hooks/**', function: 'hooks' },
    ];
    const routes = functionRoutes({ rewrites, projectId: 'demo-x', region: 'asia-east1' });
    expect(targets(routes)).toMatchObject({
      '/api/quote': 'http://127.0.0.1:5001/demo-x/asia-east1/quote',
      '/hooks/**': 'http://127.0.0.1:5001/demo-x/asia-east1/hooks',
    });
    // Rewrites to files (the shortlist page's /s/**) stay the dev server's.
    expect(routes.map((route) => route.source)).not.toContain('/s/**');
  });

  it('matches the path as Hosting does, with or without a query string, and nothing longer', () => {
    const routes = functionRoutes({
      rewrites: [
        { source: '/hooks/*/in', function: 'hooks' },
        { source: '/all/**', function: 'all' },
      ],
      projectId: 'p',
      region: 'r',
    });
    const route = (source: string) => routes.find((candidate) => candidate.source === source);
    expect(matches(route('/api/shortlist'), '/api/shortlist')).toBe(true);
    expect(matches(route('/api/shortlist'), '/api/shortlist?x=1')).toBe(true);
    expect(matches(route('/api/shortlist'), '/api/shortlists')).toBe(false);
    expect(matches(route('/api/shortlist'), '/api/shortlist/more')).toBe(false);
    expect(matches(route('/hooks/*/in'), '/hooks/a/in')).toBe(true);
    expect(matches(route('/hooks/*/in'), '/hooks/a/b/in')).toBe(false);
    expect(matches(route('/all/**'), '/all/a/b')).toBe(true);
  });

  it('refuses one address sent to two functions, and globs it cannot match as Hosting would', () => {
    const twice = () =>
      functionRoutes({
        rewrites: [{ source: '/api/shortlist', function: { functionId: 'other' } }],
        projectId: 'p',
        region: 'r',
      });
    expect(twice).toThrow(FunctionRouteError);
    expect(twice).toThrow(
      '/api/shortlist is sent to two functions, getShortlist (functions/src/contract/shortlist-endpoints.ts) and other (firebase.json): they must agree',
    );
    expect(() =>
      functionRoutes({ rewrites: [{ source: '/api/{a,b}', function: 'x' }], projectId: 'p', region: 'r' }),
    ).toThrow('/api/{a,b} uses glob syntax');
    expect(() =>
      functionRoutes({ rewrites: [{ regex: '^/api/.*$', function: 'x' }], projectId: 'p', region: 'r' }),
    ).toThrow('by "regex"');
  });

  it('names, in that message, files that exist and define the endpoints they are named for', () => {
    for (const { endpoints, file } of ENDPOINTS) {
      const source = readFileSync(join(repoRoot, file), 'utf8');
      for (const { path, functionId } of Object.values(endpoints))
        expect(source).toContain(`{ path: '${path}', functionId: '${functionId}' }`);
    }
  });
});

describe('siteFunctionRoutes', () => {
  it('takes the project and region from the config served (SITE_CONFIG, which `--site NAME` sets to the roster site’s)', async () => {
    expect(targets(await siteFunctionRoutes(join(repoRoot, 'site.config.yaml')))['/api/shortlist']).toBe(
      'http://127.0.0.1:5001/demo-cuesheet/us-central1/getShortlist',
    );
    expect(targets(await siteFunctionRoutes(join(repoRoot, 'examples/second-artist.yaml')))['/api/listen']).toBe(
      'http://127.0.0.1:5001/demo-tidewater/us-central1/recordListen',
    );
  });
});

it('firebase.json rewrites each shortlist and licence endpoint to its function, so Hosting answers what the dev server answers', () => {
  for (const { path, functionId } of [...Object.values(SHORTLIST_ENDPOINTS), ...Object.values(LICENCE_ENDPOINTS)]) {
    expect(shipped.hosting.rewrites.find((rewrite) => rewrite.source === path)?.function).toMatchObject({ functionId });
  }
});

it('firebase.json hands a licence’s PDF and file addresses to their functions before the quote page’s /l/** takes them', () => {
  // Hosting takes the first rewrite that matches, as the dev server takes the first route.
  const first = (path: string) =>
    shipped.hosting.rewrites.find((rewrite) => rewrite.source && new RegExp(sourcePattern(rewrite.source)).test(path));
  const token = 'A'.repeat(43);
  expect(first(deliveryPathOf(token, { name: 'Golden Hour (Instrumental).wav' }))?.function).toMatchObject({
    functionId: 'deliveryFile',
  });
  expect(first(`${LICENCE_PDF_PATH}/${token}`)?.function).toMatchObject({ functionId: 'licencePdf' });
  expect(first(`/l/${token}`)?.destination).toBe('/l.html');
});
