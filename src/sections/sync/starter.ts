import { type StarterEntry, type StarterOptions } from '../define.ts';

/** The sync section of a new site: three benefits and an inquiry button that fills in the form's subject. */
export function starter(_o: StarterOptions): StarterEntry {
  return {
    id: 'sync',
    label: 'Sync',
    yaml: `  # What licensing offers. Icons: heart, clock, license, music, film, star.
  # prefillSubject: true puts the button's label into the contact form's subject.
  - type: sync
    id: sync
    eyebrow: Sync Licensing
    heading: Ready for your next project
    benefits:
      - { icon: heart, title: Emotional Range, text: "Tracks written to land a feeling and hold it under picture." }
      - { icon: clock, title: Quick Turnaround, text: "Stems, instrumentals and cut-downs ready to deliver." }
      - { icon: license, title: Flexible Licensing, text: "Simple one-stop terms for broadcast, online and festivals." }
    actions:
      - { label: Inquire About Licensing, target: contact, prefillSubject: true }
`,
  };
}
