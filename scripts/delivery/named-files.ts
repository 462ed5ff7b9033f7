import type { DeliveredFile } from '../../functions/src/contract/delivery.ts';
import { MAIN_VERSION } from '../../functions/src/contract/offered-track.ts';
import type { CatalogTrack, SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import type { ConfigPath } from '../config/config-error.ts';
import { catalogsOf } from '../../src/sections/catalog/catalogs-of.ts';

/** A file a track names in the delivery folder, and where the YAML names it. */
export interface NamedFile {
  kind: DeliveredFile['kind'];
  /** Inside the delivery folder, forward slashes (delivery-rules.ts keeps it there). */
  path: string;
  trackId: string;
  /** MAIN_VERSION for the track's own master, the version's label for its; stems serve every version. */
  version: string | null;
  at: ConfigPath;
}

/** What a licence of one version delivers: that version's master, then the track's stems. */
export function licensedFiles(track: CatalogTrack, versionKey: string): Array<Pick<NamedFile, 'kind' | 'path'>> {
  const master =
    versionKey === MAIN_VERSION
      ? track.delivery?.master
      : track.versions.find((version) => version.label === versionKey)?.delivery?.master;
  return [
    ...(master === undefined ? [] : [{ kind: 'master' as const, path: master }]),
    ...(track.delivery?.stems ?? []).map((path) => ({ kind: 'stems' as const, path })),
  ];
}

/** Every file the config's catalogs name, each where it is written: what check:config looks for and the deploy uploads. */
export function namedFiles(config: Pick<SiteConfig, 'sections'>): NamedFile[] {
  return catalogsOf(config).flatMap((section) => {
    const s = config.sections.indexOf(section);
    return section.tracks.flatMap((track, t) => {
      const at = (...rest: (string | number)[]): ConfigPath => ['sections', s, 'tracks', t, ...rest];
      const master = track.delivery?.master;
      return [
        ...(master === undefined
          ? []
          : [
              {
                kind: 'master' as const,
                path: master,
                trackId: track.id,
                version: MAIN_VERSION,
                at: at('delivery', 'master'),
              },
            ]),
        ...track.versions.flatMap((version, v) =>
          version.delivery
            ? [
                {
                  kind: 'master' as const,
                  path: version.delivery.master,
                  trackId: track.id,
                  version: version.label,
                  at: at('versions', v, 'delivery', 'master'),
                },
              ]
            : [],
        ),
        ...(track.delivery?.stems ?? []).map((path, i) => ({
          kind: 'stems' as const,
          path,
          trackId: track.id,
          version: null,
          at: at('delivery', 'stems', i),
        })),
      ];
    });
  });
}
