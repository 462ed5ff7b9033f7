import { SectionShell } from '../layout/SectionShell';
import type { SectionProps } from './types';

export function VideosSection({ section }: SectionProps<'videos'>) {
  return <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>{null}</SectionShell>;
}
