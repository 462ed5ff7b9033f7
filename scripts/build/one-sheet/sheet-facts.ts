import type { AudioFactsMap } from '../../../src/audio/AudioFactsContext.tsx';
import type { SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { canonicalUrl } from '../../../src/head/urls.ts';
import type { SheetPart, SheetTrack } from '../../../src/sections/define.ts';
import { definitionFor } from '../../../src/sections/registry.ts';

export interface SheetFacts {
  name: string;
  jobTitle?: string | undefined;
  location?: string | undefined;
  bio?: string | undefined;
  highlights: NonNullable<SheetPart['highlights']>;
  placements: NonNullable<SheetPart['placements']>;
  logos: NonNullable<SheetPart['logos']>;
  tracks: SheetTrack[];
  email?: string | undefined;
  siteUrl: string;
  /** The address as printed: no scheme, no trailing slash. */
  siteLabel: string;
  shareImage: SiteConfig['meta']['shareImage'];
}

/** The tracks the sections list on the sheet, in their order, with lengths from the audio facts. */
export function sheetTracks(config: SiteConfig, facts: AudioFactsMap): SheetTrack[] {
  return config.sections.flatMap((section) => definitionFor(section)?.sheetTracks?.(section, facts) ?? []);
}

/** The sheet's facts: the artist's from the config, the rest from each section's `sheet` hook. */
export function sheetFacts(config: SiteConfig, tracks: SheetTrack[]): SheetFacts {
  const parts = config.sections.flatMap((section) => definitionFor(section)?.sheet?.(section) ?? []);
  const first = <K extends 'bio' | 'email'>(key: K) => parts.find((part) => part[key] !== undefined)?.[key];
  const siteUrl = canonicalUrl(config.site.url);
  return {
    name: config.artist.name,
    jobTitle: config.artist.jobTitle,
    location: config.artist.location,
    bio: config.oneSheet.bio ?? first('bio'),
    highlights: parts.flatMap((part) => part.highlights ?? []),
    placements: parts.flatMap((part) => part.placements ?? []),
    logos: parts.flatMap((part) => part.logos ?? []),
    tracks: tracks.slice(0, config.oneSheet.trackCount),
    email: config.oneSheet.email ?? first('email'),
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
