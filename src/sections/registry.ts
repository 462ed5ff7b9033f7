import type { SectionRenderer, SectionType } from './types';
import { HeroSection } from './HeroSection';
import { AboutSection } from './AboutSection';
import { MusicSection } from './MusicSection';
import { FeaturedInSection } from './FeaturedInSection';
import { SyncSection } from './SyncSection';
import { VideosSection } from './VideosSection';
import { InfluencesSection } from './InfluencesSection';
import { ContactSection } from './ContactSection';

/** type -> renderer; `satisfies` makes a section type without a renderer a compile error. */
export const sectionRenderers = {
  hero: HeroSection,
  about: AboutSection,
  music: MusicSection,
  'featured-in': FeaturedInSection,
  sync: SyncSection,
  videos: VideosSection,
  influences: InfluencesSection,
  contact: ContactSection,
} satisfies { [T in SectionType]: SectionRenderer<T> };
