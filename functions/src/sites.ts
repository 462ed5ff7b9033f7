import type { LicenceSettings } from './contract/licence-request.ts';
import type { InstantOffers } from './contract/offer.ts';
import type { LicencePdfStyle } from './licence/pdf/pdf-style.ts';
import type { LicenceTexts, MailTexts } from './mail.ts';
import { corsOrigins, isAllowedOrigin } from './origins.ts';
import type { RateLimit } from './rateLimit.ts';
import type { SenderSettings } from './sender.ts';

/** One site the function takes messages for: its settings from its YAML, generated at build. */
export interface PaymentSettings {
  quotes: 'invoice' | 'pay-to-accept';
  automaticTax: boolean;
}

export interface SiteSettings {
  /**
   * Where its data lives: null for the default single site (site.config.yaml or SITE_CONFIG),
   * whose messages stay at the database's root (contactMessages/{id}) as they always have; a
   * roster site's name otherwise, its data under sites/{key}/.
   */
  key: string | null;
  /** The artist's name, which the roster's emails carry in their subject. */
  name: string;
  notifyEmail: string;
  mail: MailTexts;
  licence: (LicenceSettings & LicenceTexts & { subject: string }) | null;
  /** How its licence PDFs look, printed by the function when a buyer downloads one. */
  pdf: LicencePdfStyle;
  /** Days after acceptance a licence's file links work: its `licensing.delivery.days`. */
  deliveryDays: number;
  /** Its `licensing.payment`: how quotes are paid and whether Stripe Tax adds tax; null: no payment offered. */
  payment: PaymentSettings | null;
  /** What its priced rows' offers are built from (buyLicence); null when payment is off. */
  offers: InstantOffers | null;
  rateLimit: RateLimit & { dailyCap: number; network: RateLimit };
  /** Exact origins of its pages: its own address and its Hosting site's two domains. */
  origins: readonly string[];
  /** Its addresses on the local stack, accepted only in the emulator. */
  localOrigins: readonly string[];
  /** The Hosting site whose preview channels may call, or null. */
  previewSite: string | null;
}

/** What the one function deploys with (one region, one App Check choice, one proxy chain) and the sites it serves. */
export interface FunctionSettings {
  region: string;
  appCheck: boolean;
  sender: SenderSettings;
  sites: readonly SiteSettings[];
}

function originsOf(site: SiteSettings, emulated: boolean): Array<string | RegExp> {
  return corsOrigins({
    origins: [...site.origins, ...(emulated ? site.localOrigins : [])],
    previewSite: site.previewSite,
  });
}

/** Every origin any site may call from: what the callable's CORS answer allows. */
export function allOrigins(sites: readonly SiteSettings[], emulated: boolean): Array<string | RegExp> {
  return sites.flatMap((site) => originsOf(site, emulated));
}

/**
 * The site whose page made the call, by the request's Origin, which a browser always sends and
 * a page can't change. A call without one (a script, curl) has no site to land in, unless the
 * function serves the default single site alone, as before the roster. Undefined: refuse it.
 */
export function pickSite(
  origin: string | undefined,
  sites: readonly SiteSettings[],
  emulated: boolean,
): SiteSettings | undefined {
  if (origin === undefined) return sites.length === 1 && sites[0]!.key === null ? sites[0] : undefined;
  return sites.find((site) => isAllowedOrigin(origin, originsOf(site, emulated)));
}

/**
 * Two sites answering to one origin would let one site's page write into the other's inbox:
 * the build refuses such a roster, naming both.
 */
export function sharedOrigins(sites: readonly SiteSettings[]): string[] {
  const owner = new Map<string, string>();
  const problems: string[] = [];
  for (const site of sites) {
    const label = site.key ?? 'the default site';
    for (const origin of new Set([...site.origins, ...site.localOrigins])) {
      const first = owner.get(origin);
      if (first === undefined) owner.set(origin, label);
      else problems.push(`${origin} is the address of both ${first} and ${label}`);
    }
  }
  return problems;
}

/** Where a site's messages, senders and counters live: the database's root, or its own document. */
export function siteRoot(site: Pick<SiteSettings, 'key'>): string {
  return site.key === null ? '' : `sites/${site.key}/`;
}

/** The id of a message's email in the one `mail` collection the Trigger Email extension reads. */
export function mailId(site: Pick<SiteSettings, 'key'>, id: string): string {
  return site.key === null ? id : `${site.key}--${id}`;
}
