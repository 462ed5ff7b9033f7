import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { embedSource } from '../../src/embeds/providers.ts';
import type { RawSection } from '../../src/sections/define.ts';
import { definitionOf } from '../../src/sections/registry.ts';

export interface PolicyOptions {
  /** host:port of the Functions emulator when the build talks to it (mode emulators). */
  functionsEmulator?: string | undefined;
}

/** Hosts reCAPTCHA and App Check need, only when the config turns App Check on. */
const APP_CHECK = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com'],
};

function playerOrigins(config: SiteConfig): string[] {
  const urls = config.sections.flatMap((section) => definitionOf(section.type)?.playerUrls?.(section) ?? []);
  return urls.map((url) => new URL(embedSource(url, { autoplay: false }).src).origin);
}

// A host name as DNS has it (letters, digits, dashes, dots; IDNs arrive as xn-- from URL), and
// an optional port. The URL parser keeps ; ' , * $ and more in a host name, and each of those
// could end a directive or add a source once the origin is written into the policy.
const PLAIN_ORIGIN =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})(?::\d{1,5})?$/;

/** The origin of an https URL, checked to be safe to write into the policy. */
function plainOrigin(url: string, what: string): string {
  const { origin } = new URL(url);
  if (!PLAIN_ORIGIN.test(origin)) {
    throw new Error(`The ${what} address ${JSON.stringify(url)} has a host name that is not a plain domain name.`);
  }
  return origin;
}

export const imageOrigin = (url: string): string => plainOrigin(url, 'image');
export const audioOrigin = (url: string): string => plainOrigin(url, 'audio');

function audioFiles(config: SiteConfig) {
  return config.sections.flatMap(
    (section) => definitionOf(section.type)?.audioFiles?.(section as unknown as RawSection) ?? [],
  );
}

/** Origins of the https audio files the sections play. */
function remoteAudioOrigins(config: SiteConfig): string[] {
  return unique(
    audioFiles(config)
      .filter(({ src }) => src.startsWith('https://'))
      .map(({ src }) => audioOrigin(src)),
  );
}

/**
 * 'self' when a section plays audio from public/, the origin of each https file it plays, and
 * blob: for a file the player holds in memory where the host ignores byte ranges.
 */
function mediaSources(config: SiteConfig): string[] {
  const files = audioFiles(config);
  const local = files.some(({ src }) => src.startsWith('/'));
  return [...(local ? ["'self'"] : []), ...remoteAudioOrigins(config), ...(files.length ? ['blob:'] : [])];
}

/** Origins of every remote image the config names (posters, logos, portraits). */
function imageOrigins(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => imageOrigins(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'src' && typeof value === 'string' && value.startsWith('https://')) found.push(imageOrigin(value));
      else imageOrigins(value, found);
    }
  }
  return found;
}

const unique = (values: string[]) => [...new Set(values)].sort();

/**
 * The page's Content-Security-Policy, derived from the config: the site itself, the configured
 * players in frame-src and the contact function's origin in connect-src. Inline styles stay
 * allowed because Emotion and sonner insert <style> elements at run time; scripts never are.
 */
export function contentSecurityPolicy(config: SiteConfig, options: PolicyOptions = {}): string {
  const { projectId } = config.firebase;
  const appCheck = config.contact.appCheck !== undefined;
  const functionOrigin = options.functionsEmulator
    ? `http://${options.functionsEmulator}`
    : `https://${config.contact.region}-${projectId}.cloudfunctions.net`;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(appCheck ? APP_CHECK.script : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...unique(imageOrigins(config))]],
    ['font-src', ["'self'"]],
    // Remote audio too: where its host ignores byte ranges the player fetches the file to hold it in memory.
    ['connect-src', ["'self'", functionOrigin, ...(appCheck ? APP_CHECK.connect : []), ...remoteAudioOrigins(config)]],
    ['frame-src', unique([...playerOrigins(config), ...(appCheck ? APP_CHECK.frame : [])])],
    ['media-src', mediaSources(config)],
    // The site's own worker describes a visitor's reference file where the catalog can be searched by sound.
    ['worker-src', audioFiles(config).length ? ["'self'"] : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`).join('; ');
}
