import type { SiteConfig } from '../../../src/config/site-config.generated.ts';
import { canonicalUrl } from '../../../src/head/urls.ts';

/** What the sheet shows of one catalog track; the build maps its catalog onto this. */
export interface OneSheetTrack {
  title: string;
  durationSeconds: number;
  bpm?: number;
  key?: string;
  moods: string[];
  vocals: 'instrumental' | 'vocal' | 'both';
  oneStop: boolean;
  preCleared?: boolean;
}

type Section = SiteConfig['sections'][number];
type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;
type Image = SectionOf<'featured-in'>['logos'][number]['image'];

export interface SheetFacts {
  name: string;
  jobTitle?: string;
  location?: string;
  bio?: string;
  highlights: { value: string; label: string }[];
  placements: { title: string; detail?: string }[];
  logos: { name: string; image: Image }[];
  tracks: OneSheetTrack[];
  email?: string;
  siteUrl: string;
  /** The address as printed: no scheme, no trailing slash. */
  siteLabel: string;
  shareImage: SiteConfig['meta']['shareImage'];
}

const sectionsOf = <T extends Section['type']>(config: SiteConfig, type: T) =>
  config.sections.filter((section): section is SectionOf<T> => section.type === type);

/** The contact section's public mailto: address; the owner's notifyEmail is never printed. */
function publicEmail(config: SiteConfig): string | undefined {
  if (config.oneSheet.email) return config.oneSheet.email;
  for (const section of sectionsOf(config, 'contact')) {
    for (const detail of section.details ?? []) {
      if (detail.href?.startsWith('mailto:')) return decodeURIComponent(detail.href.slice('mailto:'.length).split('?')[0]);
    }
  }
  return undefined;
}

export function sheetFacts(config: SiteConfig, tracks: OneSheetTrack[]): SheetFacts {
  const about = sectionsOf(config, 'about')[0];
  const siteUrl = canonicalUrl(config.site.url);
  return {
    name: config.artist.name,
    jobTitle: config.artist.jobTitle,
    location: config.artist.location,
    bio: config.oneSheet.bio ?? about?.paragraphs[0],
    highlights: about?.highlights ?? [],
    placements: sectionsOf(config, 'sync').flatMap((section) => section.placements?.items ?? []),
    logos: sectionsOf(config, 'featured-in').flatMap((section) => section.logos),
    tracks: tracks.slice(0, config.oneSheet.trackCount),
    email: publicEmail(config),
    siteUrl,
    siteLabel: siteUrl.replace(/^https:\/\//, '').replace(/\/$/, ''),
    shareImage: config.meta.shareImage,
  };
}

/** Every text the sheet prints, to check the fonts can draw it before laying anything out. */
export function printedTexts(config: SiteConfig, facts: SheetFacts): string[] {
  return [
    facts.name,
    facts.jobTitle,
    facts.location,
    facts.bio,
    ...facts.highlights.flatMap((item) => [item.value, item.label]),
    ...facts.placements.flatMap((item) => [item.title, item.detail]),
    ...facts.logos.map((logo) => logo.name),
    ...facts.tracks.flatMap((track) => [track.title, track.key, ...track.moods]),
    facts.email,
    facts.siteLabel,
    ...Object.values(config.oneSheet.labels),
  ].filter((text): text is string => Boolean(text));
}

/** m:ss, as track lengths are written on cue sheets. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
