import { PLAYER_LIST, PLAYER_URL_PATTERN } from '../../src/embeds/providers.ts';
import { contrastRatio, isColour, MINIMUM_CONTRAST } from '../config/contrast.ts';
import { siteNameProblem } from '../config/roster.ts';

export type ThemeName = 'dark' | 'light';

/** Everything the scaffold asks for; the rest of the config is written with sensible placeholders. */
export interface SiteOptions {
  /** File name and default ids: lowercase letters, digits and dashes. */
  name: string;
  artist: string;
  kind: 'Person' | 'MusicGroup';
  jobTitle: string;
  email: string;
  url: string;
  accent: string;
  theme: ThemeName;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** A playlist player address; the music section is left out when empty. */
  playlist: string;
  projectId: string;
  /** The Firebase Hosting site it deploys to: its own, beside the roster's other sites in the project. */
  hostingSite: string;
}

/** What the defaults may follow besides the answers: the roster's project, where every new site goes unless told. */
export interface DefaultsContext {
  projectId?: string;
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'sd', 'ug', 'ckb']);

export const palettes: Record<ThemeName, Record<'background' | 'surface' | 'text' | 'mutedText' | 'border', string>> = {
  dark: { background: '#0b0b10', surface: '#15151d', text: '#f4f4f7', mutedText: '#a4a4b4', border: '#2a2a36' },
  light: { background: '#faf8f5', surface: '#f0ece6', text: '#1c1a17', mutedText: '#57524b', border: '#d9d3ca' },
};

const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A one-line reason a value cannot be used, or undefined when it can. */
export const validators = {
  name: siteNameProblem,
  artist: (v: string) => (v.trim() && v.length <= 40 ? undefined : 'give a name of 1 to 40 characters'),
  jobTitle: (v: string) => (v.trim() && v.length <= 60 ? undefined : 'give a title of 1 to 60 characters'),
  kind: (v: string) =>
    v === 'Person' || v === 'MusicGroup' ? undefined : 'answer Person (solo artist) or MusicGroup (band, duo)',
  email: (v: string) =>
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? undefined : 'give an email address such as owner@example.com',
  url: (v: string) =>
    /^https:\/\/[^\s/$.?#][^\s]*$/.test(v) && URL.canParse(v)
      ? undefined
      : 'give the full https:// address, e.g. https://janedoe.com',
  theme: (v: string) => (v === 'dark' || v === 'light' ? undefined : 'answer dark or light'),
  lang: (v: string) =>
    /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(v) ? undefined : 'give a language tag such as en, fr or ar',
  dir: (v: string) => (v === 'ltr' || v === 'rtl' ? undefined : 'answer ltr or rtl'),
  playlist: (v: string) =>
    !v || new RegExp(PLAYER_URL_PATTERN).test(v)
      ? undefined
      : `give a player embed address from ${PLAYER_LIST}, or leave it empty`,
  projectId: (v: string) =>
    /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(v)
      ? undefined
      : 'give a Firebase project id: 6 to 30 lowercase letters, digits and dashes',
  hostingSite: (v: string) =>
    /^[a-z0-9][a-z0-9-]{0,28}[a-z0-9]$/.test(v)
      ? undefined
      : 'give a Hosting site id: 2 to 30 lowercase letters, digits and dashes',
} satisfies Record<Exclude<keyof SiteOptions, 'accent'>, (value: string) => string | undefined>;

/** Whether the accent works as a link colour on the page background; says why not otherwise. */
export function checkAccent(accent: string, theme: ThemeName): string | undefined {
  if (!isColour(accent)) return 'give a colour as #rgb or #rrggbb, e.g. #f5b942';
  const ratio = contrastRatio(accent, palettes[theme].background);
  if (ratio >= MINIMUM_CONTRAST) return undefined;
  const other: ThemeName = theme === 'dark' ? 'light' : 'dark';
  return `${accent} has ${ratio.toFixed(2)}:1 contrast on the ${theme} background (${MINIMUM_CONTRAST}:1 needed); pick a ${theme === 'dark' ? 'lighter' : 'darker'} colour or the ${other} theme`;
}

/** Black or white text on the accent, whichever reads better. */
export const textOn = (accent: string): string =>
  contrastRatio(accent, '#ffffff') >= contrastRatio(accent, '#111111') ? '#ffffff' : '#111111';

export const directionOf = (lang: string): 'ltr' | 'rtl' => (RTL_LANGUAGES.has(lang.split('-')[0]!) ? 'rtl' : 'ltr');

/** Defaults that follow from what is known so far, so a bare `new-site NAME` still makes a valid site. */
export function defaultsFor(
  known: Partial<SiteOptions> & Pick<SiteOptions, 'name'>,
  context: DefaultsContext = {},
): SiteOptions {
  const name = known.name;
  const kind = known.kind ?? 'Person';
  const lang = known.lang ?? 'en';
  const domain = `${name}.example`;
  return {
    name,
    artist: known.artist ?? titleCase(name),
    kind,
    jobTitle: known.jobTitle ?? (kind === 'Person' ? 'Music Producer & Songwriter' : 'Music Production Team'),
    email: known.email ?? `hello@${domain}`,
    url: known.url ?? `https://${domain}`,
    accent: known.accent ?? '#f5b942',
    theme: known.theme ?? 'dark',
    lang,
    dir: known.dir ?? directionOf(lang),
    playlist: known.playlist ?? '',
    projectId: known.projectId ?? context.projectId ?? `demo-${name.slice(0, 25).replace(/-+$/, '')}`,
    hostingSite: known.hostingSite ?? name.slice(0, 30).replace(/-+$/, ''),
  };
}

/** Every problem with a complete set of options, as `field: reason` lines. */
export function problemsWith(options: SiteOptions): string[] {
  const problems = (Object.keys(validators) as (keyof typeof validators)[])
    .map((key) => [key, validators[key](options[key])] as const)
    .filter(([, problem]) => problem)
    .map(([key, problem]) => `${key}: ${problem}`);
  const accent = checkAccent(options.accent, options.theme);
  return accent ? [...problems, `accent: ${accent}`] : problems;
}
