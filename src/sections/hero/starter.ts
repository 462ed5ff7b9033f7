import { type StarterEntry, type StarterOptions, yamlString } from '../define.ts';

/** The hero opens a new site: its title is the page's only h1; its first button goes to the playlist when there is one. */
export function starter(o: StarterOptions): StarterEntry {
  return {
    id: 'home',
    yaml: `  # The opening banner. Its title is the page's only h1.
  - type: hero
    id: home
    eyebrow: ${yamlString(o.jobTitle)}
    title: Music that moves pictures
    tagline: ${yamlString(`Original music for film, TV and advertising by ${o.artist}: pre-cleared for sync, or written to your brief.`)}
    actions:
      - { label: ${o.playlist ? 'Listen Now, target: music' : 'Sync Licensing, target: sync'} }
      - { label: Get in Touch, target: contact, variant: secondary }
`,
  };
}
