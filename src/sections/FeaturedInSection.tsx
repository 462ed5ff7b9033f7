import { SectionShell } from '../layout/SectionShell';
import type { SectionProps } from './types';

export function FeaturedInSection({ section }: SectionProps<'featured-in'>) {
  return <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>{null}</SectionShell>;
}
