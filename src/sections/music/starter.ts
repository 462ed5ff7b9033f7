import { type StarterEntry, type StarterOptions, yamlString } from '../define.ts';

/** The playlist of a new site, when the scaffold was given a player address. */
export function starter(o: StarterOptions): StarterEntry | undefined {
  if (!o.playlist) return undefined;
  return {
    id: 'music',
    label: 'Music',
    yaml: `  # A playlist or album player. load: lazy fetches it when scrolled near; click waits for a press.
  - type: music
    id: music
    eyebrow: Featured Music
    heading: Listen to the catalog
    player:
      url: ${yamlString(o.playlist)}
      title: ${yamlString(`${o.artist} playlist`)}
      load: lazy
`,
  };
}
