// Firebase deploys only functions/, so what the function needs from the sites' YAML (the contact
// settings of the sites it serves) is written into functions/src/generated/settings.ts. What the
// site and the function share in code (message and licence definitions, the shortlist model, the
// config's types) lives in functions/src/contract/, which both import. It reads the YAML with the
// kit's own config code, so it lives here and the functions workspace's `generate` script runs it:
// nothing under functions/ imports from outside. The unit tests run this too (vitest's global
// set-up), so a test of the function works on a fresh clone.
//
// Which sites: the default single site (site.config.yaml, or SITE_CONFIG), stored at the
// database's root; or, with ROSTER_PROJECT=<project id>, every roster site (sites/NAME/site.yaml)
// of that project, each under sites/NAME/. ROSTER_LOCAL_PORTS=NAME:PORT,... gives the roster
// sites' addresses on the local stack.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigLoadError } from '../config/config-error.ts';
import { resolveConfigPath } from '../config/config-path.ts';
import { loadSiteConfig } from '../config/load-config.ts';
import { listRoster } from '../config/roster.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { licenceRequestOf } from '../../src/sections/registry.ts';
import { pdfStyleOf } from '../../functions/src/licence/pdf/pdf-style.ts';
import { sharedOrigins, type FunctionSettings, type SiteSettings } from '../../functions/src/sites.ts';
import type { InstantOffers } from '../../functions/src/contract/offer.ts';
import { instantOffers, InstantOffersError } from './instant-offers.ts';

const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../functions/src/generated');

/** The default site's local addresses: the Hosting emulator and the Vite dev server. */
const DEFAULT_LOCAL_PORTS = [5000, 5173];
const local = (port: number) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`];

export class RosterSettingsError extends Error {}

/** `name:port,name:port` as the local stack passes it. */
export function parseLocalPorts(value = ''): Map<string, number[]> {
  const ports = new Map<string, number[]>();
  for (const entry of value.split(',').filter(Boolean)) {
    const [name, port] = entry.split(':');
    if (!name || !/^\d+$/.test(port ?? ''))
      throw new RosterSettingsError(`ROSTER_LOCAL_PORTS: "${entry}" is not NAME:PORT`);
    ports.set(name, [...(ports.get(name) ?? []), Number(port)]);
  }
  return ports;
}

interface ChosenSite {
  key: string | null;
  config: SiteConfig;
  localPorts: readonly number[];
  /** Read from its catalog and delivery folder (instant-offers.ts); absent or null: it sells nothing at once. */
  offers?: InstantOffers | null;
}

function siteSettings({ config, key, localPorts, offers = null }: ChosenSite): SiteSettings {
  const licence = licenceRequestOf(config.sections);
  const { projectId } = config.firebase;
  const hostingSite = config.firebase.hostingSite ?? projectId;
  const {
    proxyHops: _hops,
    hosting: _hosting,
    ipv6PrefixLength: _prefix,
    network,
    ...perSender
  } = config.contact.rateLimit;
  return {
    key,
    name: config.artist.name,
    notifyEmail: config.contact.notifyEmail,
    mail: config.contact.mail,
    rateLimit: { ...perSender, network: { maxMessages: network.maxMessages, windowMinutes: network.windowMinutes } },
    // Fields and choices of the licence request, and the texts its email needs; none: the site takes no licence requests.
    licence: licence ? { ...licence, lang: config.site.lang } : null,
    pdf: pdfStyleOf(config),
    deliveryDays: config.licensing.delivery.days,
    payment: config.licensing.payment
      ? { quotes: config.licensing.payment.quotes, automaticTax: config.licensing.payment.automaticTax }
      : null,
    offers,
    // Where the site is served: its own address and its Hosting site's two domains.
    origins: [
      ...new Set([
        new URL(config.site.url).origin,
        `https://${hostingSite}.web.app`,
        `https://${hostingSite}.firebaseapp.com`,
      ]),
    ],
    localOrigins: localPorts.flatMap(local),
    // Preview channels (https://<hostingSite>--<channel>-<hash>.web.app), only when the config allows them.
    previewSite: config.contact.previewChannels ? hostingSite : null,
  };
}

function deploymentOf(config: SiteConfig): Omit<FunctionSettings, 'sites'> {
  const { proxyHops, hosting, ipv6PrefixLength, network } = config.contact.rateLimit;
  return {
    region: config.contact.region,
    appCheck: config.contact.appCheck !== undefined,
    sender: {
      proxyHops,
      hosting,
      ipv6PrefixLength,
      network: { ipv6PrefixLength: network.ipv6PrefixLength, ipv4PrefixLength: network.ipv4PrefixLength },
    },
  };
}

/**
 * One function serves the sites of a project: they must agree on what is the function's, not
 * a site's (its region, App Check, the proxies in front of it), and no two may share an address.
 */
export function functionSettings(sites: readonly ChosenSite[]): FunctionSettings {
  const [first, ...others] = sites;
  if (!first) throw new RosterSettingsError('no site to build the function for');
  const deployment = deploymentOf(first.config);
  const problems: string[] = [];
  for (const other of others) {
    const theirs = deploymentOf(other.config);
    for (const [field, path] of [
      ['region', 'contact.region'],
      ['appCheck', 'contact.appCheck'],
      ['sender', 'contact.rateLimit (proxyHops, hosting, ipv6PrefixLength, network prefixes)'],
    ] as const) {
      if (JSON.stringify(theirs[field]) !== JSON.stringify(deployment[field])) {
        problems.push(
          `${other.key} and ${first.key} differ in ${path}: one function serves both, so give them the same`,
        );
      }
    }
  }
  const settings = { ...deployment, sites: sites.map(siteSettings) };
  problems.push(...sharedOrigins(settings.sites));
  if (problems.length)
    throw new RosterSettingsError(
      `The contact function can't serve these sites together:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  return settings;
}

/** The sites the function is built for, from the environment (see the top of this file). */
async function chosenSites(env: NodeJS.ProcessEnv = process.env): Promise<ChosenSite[]> {
  const project = env.ROSTER_PROJECT;
  if (!project) {
    const file = resolveConfigPath();
    const config = await loadSiteConfig(file);
    return [{ key: null, config, localPorts: DEFAULT_LOCAL_PORTS, offers: await instantOffers(config, file) }];
  }
  const ports = parseLocalPorts(env.ROSTER_LOCAL_PORTS);
  const sites: ChosenSite[] = [];
  for (const site of listRoster()) {
    const config = await loadSiteConfig(site.configFile);
    if (config.firebase.projectId === project)
      sites.push({
        key: site.name,
        config,
        localPorts: ports.get(site.name) ?? [],
        offers: await instantOffers(config, site.configFile),
      });
  }
  if (sites.length === 0) throw new RosterSettingsError(`No roster site names firebase.projectId ${project}`);
  return sites;
}

/** Writes src/generated/; throws a ConfigLoadError when a config is invalid, a RosterSettingsError when the sites conflict, an InstantOffersError when a site sells a file it does not have. */
export async function generateFunctionInputs(): Promise<void> {
  const settings = functionSettings(await chosenSites());
  const banner = (source: string) => `// Generated by scripts/build/function-settings.ts: edit ${source} instead.\n`;
  mkdirSync(outDir, { recursive: true });
  // Copies an older version wrote; an import of one would compile against stale code.
  for (const stale of ['message.ts', 'licence.ts']) rmSync(resolve(outDir, stale), { force: true });
  // Typed by the sites module rather than `as const`, so the function reads fields and choices as data.
  writeFileSync(
    resolve(outDir, 'settings.ts'),
    `${banner('the sites’ YAML')}import type { FunctionSettings } from '../sites.ts';\n\nexport const settings: FunctionSettings = ${JSON.stringify(settings, null, 2)};\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await generateFunctionInputs();
  } catch (error) {
    if (!(
      error instanceof ConfigLoadError ||
      error instanceof RosterSettingsError ||
      error instanceof InstantOffersError
    ))
      throw error;
    console.error(error.message);
    process.exit(1);
  }
}
