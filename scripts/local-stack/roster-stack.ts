import type { FirebaseJson } from '../deploy/roster-targets.ts';
import { PORTS } from './stack.ts';

/** Written beside firebase.json (firebase-tools resolves paths from the config's folder), never committed. */
export const LOCAL_ROSTER_CONFIG = 'firebase.local-roster.json';

/**
 * The addresses the Hosting emulator gives several Hosting entries: the first on its port, the
 * i-th on port + 4 + i, skipping the Functions emulator's (firebase-tools lib/serve/hosting.js).
 * The stack checks each is free first, so the emulator never moves one elsewhere, and the
 * function (built with these ports) knows each site's local address.
 */
export function hostingPorts(count: number, first: number = PORTS.hosting): number[] {
  const taken = new Set<number>([PORTS.functions]);
  const ports: number[] = [];
  for (let index = 0; index < count; index += 1) {
    let port = index === 0 ? first : first + 4 + index;
    while (taken.has(port)) port += 1;
    taken.add(port);
    ports.push(port);
  }
  return ports;
}

/** firebase.json with one Hosting entry per served site, each its own build folder and headers. */
export function localRosterConfig(
  base: FirebaseJson,
  sites: ReadonlyArray<{ hostingSite: string; publicDir: string }>,
): FirebaseJson {
  if (base.hosting === undefined || Array.isArray(base.hosting))
    throw new Error('firebase.json must have one "hosting" block to repeat per site');
  const { predeploy: _build, ...hosting } = base.hosting;
  return { ...base, hosting: sites.map((site) => ({ site: site.hostingSite, ...hosting, public: site.publicDir })) };
}
