/**
 * The player sites an embed may load from: the one list the schema's url pattern, the config
 * messages, new-site's prompt and the embeds themselves are made from.
 */
type EmbedProvider = 'youtube' | 'vimeo' | 'spotify' | 'soundcloud' | 'apple-music' | 'bandcamp';

interface ProviderRule {
  provider: EmbedProvider;
  /** The provider's name as an editor knows it. */
  name: string;
  host: string;
  pathPrefix: string;
}

const YOUTUBE_NOCOOKIE_HOST = 'www.youtube-nocookie.com';

const RULES: readonly ProviderRule[] = [
  { provider: 'youtube', name: 'YouTube', host: YOUTUBE_NOCOOKIE_HOST, pathPrefix: '/embed/' },
  { provider: 'youtube', name: 'YouTube', host: 'www.youtube.com', pathPrefix: '/embed/' },
  { provider: 'vimeo', name: 'Vimeo', host: 'player.vimeo.com', pathPrefix: '/video/' },
  { provider: 'spotify', name: 'Spotify', host: 'open.spotify.com', pathPrefix: '/embed/' },
  { provider: 'soundcloud', name: 'SoundCloud', host: 'w.soundcloud.com', pathPrefix: '/player/' },
  { provider: 'apple-music', name: 'Apple Music', host: 'embed.music.apple.com', pathPrefix: '/' },
  { provider: 'bandcamp', name: 'Bandcamp', host: 'bandcamp.com', pathPrefix: '/EmbeddedPlayer/' },
];

const SUPPORTED = RULES.map((rule) => `https://${rule.host}${rule.pathPrefix}…`).join(', ');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The schema's pattern for a player url: one of the hosts and path prefixes, then something. */
export const PLAYER_URL_PATTERN = `^https://(${RULES.map((rule) => escapeRegExp(`${rule.host}${rule.pathPrefix}`)).join('|')})[^\\s]+$`;

/** The first rule of each provider, in list order: the address an editor is shown for it. */
const firstRules = RULES.filter(
  (rule, index) => RULES.findIndex((other) => other.provider === rule.provider) === index,
);

/** "YouTube (youtube-nocookie.com/embed/…), Vimeo (player.vimeo.com/video/…), … or Bandcamp (…)". */
export const PLAYER_LIST = firstRules
  .map((rule) => `${rule.name} (${rule.host.replace(/^www\./, '')}${rule.pathPrefix}…)`)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

/** "YouTube (https://www.youtube-nocookie.com/embed/…), Vimeo, … or Bandcamp": for an error message. */
export const PLAYER_NAMES = [
  `${firstRules[0]!.name} (https://${firstRules[0]!.host}${firstRules[0]!.pathPrefix}…)`,
  ...firstRules.slice(1).map((rule) => rule.name),
]
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

/**
 * The schema already restricts player urls; this check repeats it so a config that
 * bypassed validation fails the prerender with a clear message instead of framing
 * an arbitrary site.
 */
export class UnsupportedEmbedError extends Error {
  constructor(url: string, reason: string) {
    super(`Unsupported player url '${url}': ${reason}. Supported players: ${SUPPORTED}`);
    this.name = 'UnsupportedEmbedError';
  }
}

function parse(url: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new UnsupportedEmbedError(url, 'not a valid address');
  }
}

export function detectProvider(url: string): EmbedProvider {
  const parsed = parse(url);
  if (parsed.protocol !== 'https:') throw new UnsupportedEmbedError(url, 'only https:// players are allowed');
  if (parsed.username || parsed.password || parsed.port)
    throw new UnsupportedEmbedError(url, 'credentials and ports are not allowed');
  const rule = RULES.find(
    (candidate) => parsed.hostname === candidate.host && parsed.pathname.startsWith(candidate.pathPrefix),
  );
  // SoundCloud names its track in the query (/player/?url=…); the others in the path.
  if (!rule || `${parsed.pathname}${parsed.search}`.length <= rule.pathPrefix.length) {
    throw new UnsupportedEmbedError(url, `'${parsed.hostname}${parsed.pathname}' is not a known player address`);
  }
  return rule.provider;
}

/** Query parameters that start playback once the visitor has asked for it. */
const AUTOPLAY: Record<EmbedProvider, Record<string, string>> = {
  youtube: { autoplay: '1' },
  vimeo: { autoplay: '1' },
  soundcloud: { auto_play: 'true' },
  // Spotify, Apple Music and Bandcamp players have no autoplay switch: the click
  // loads them and the visitor presses their own play button.
  spotify: {},
  'apple-music': {},
  bandcamp: {},
};

export interface EmbedSource {
  provider: EmbedProvider;
  /** The iframe's address. */
  src: string;
  /** The host the player loads from, for the poster's small print. */
  host: string;
}

/** The iframe address for a configured player url: YouTube always goes through its no-cookie host. */
export function embedSource(url: string, options: { autoplay: boolean }): EmbedSource {
  const provider = detectProvider(url);
  const parsed = parse(url);
  if (provider === 'youtube') parsed.hostname = YOUTUBE_NOCOOKIE_HOST;
  if (options.autoplay) {
    for (const [name, value] of Object.entries(AUTOPLAY[provider])) parsed.searchParams.set(name, value);
  }
  return { provider, src: parsed.href, host: parsed.hostname.replace(/^www\./, '') };
}
