import { SectionShell } from '../layout/SectionShell';
import type { SectionProps } from './types';

export function HeroSection({ section }: SectionProps<'hero'>) {
  return <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>{null}</SectionShell>;
}
