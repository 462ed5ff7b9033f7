import { SectionShell } from '../layout/SectionShell';
import type { SectionProps } from './types';

export function MusicSection({ section }: SectionProps<'music'>) {
  return <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>{null}</SectionShell>;
}
