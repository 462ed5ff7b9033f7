import type { ComponentType } from 'react';
import type { Section } from '../config/site-config.generated';

export type SectionType = Section['type'];

/** What a section renderer receives: exactly its own config entry. */
export interface SectionProps<T extends SectionType> {
  section: Extract<Section, { type: T }>;
}

export type SectionRenderer<T extends SectionType> = ComponentType<SectionProps<T>>;
