import { SectionShell } from '../layout/SectionShell';
import type { SectionProps } from './types';

export function SyncSection({ section }: SectionProps<'sync'>) {
  return <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>{null}</SectionShell>;
}
