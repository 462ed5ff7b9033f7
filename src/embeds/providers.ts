/** The player sites an embed may load from; the schema allows the same set. */
type EmbedProvider = 'youtube' | 'vimeo' | 'spotify' | 'soundcloud' | 'apple-music' | 'bandcamp';

interface ProviderRule {
  provider: EmbedProvider;
  host: string;
  pathPrefix: string;
}

const YOUTUBE_NOCOOKIE_HOST = 'www.youtube-nocookie.com';

const RULES: readonly ProviderRule[] = [
  { provider: 'youtube', host: YOUTUBE_NOCOOKIE_HOST, pathPrefix: '/embed/' },
  { provider: 'youtube', host: 'www.youtube.com', pathPrefix: '/embed/' },
  { provider: 'vimeo', host: 'player.vimeo.com', pathPrefix: '/video/' },
  { provider: 'spotify', host: 'open.spotify.com', pathPrefix: '/embed/' },
  { provider: 'soundcloud', host: 'w.soundcloud.com', pathPrefix: '/player/' },
  { provider: 'apple-music', host: 'embed.music.apple.com', pathPrefix: '/' },
  { provider: 'bandcamp', host: 'bandcamp.com', pathPrefix: '/EmbeddedPlayer/' },
];

const SUPPORTED = RULES.map((rule) => `https://${rule.host}${rule.pathPrefix}…`).join(', ');

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
  if (parsed.username || parsed.password || parsed.port) throw new UnsupportedEmbedError(url, 'credentials and ports are not allowed');
  const rule = RULES.find((candidate) => parsed.hostname === candidate.host && parsed.pathname.startsWith(candidate.pathPrefix));
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
