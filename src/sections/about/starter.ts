import { type StarterEntry, type StarterOptions, yamlString } from '../define.ts';

/** The about section of a new site: a paragraph to replace and one highlight. */
export function starter(o: StarterOptions): StarterEntry {
  return {
    id: 'about',
    label: 'About',
    yaml: `  # Who the artist is. One list entry per paragraph; highlights are short figures.
  - type: about
    id: about
    eyebrow: About
    heading: ${yamlString(`Meet ${o.artist}`)}
    paragraphs:
      - ${yamlString(`${o.artist} writes and produces music for picture. Replace this paragraph with the story: background, sound and the projects that matter.`)}
    highlights:
      - { value: "10+", label: Sync placements }
`,
  };
}
