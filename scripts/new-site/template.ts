import { palettes, textOn, type SiteOptions } from './options.ts';

/** A YAML double-quoted scalar; JSON's string syntax is valid YAML and escapes everything needed. */
const q = (value: string) => JSON.stringify(value);

function metaTitle(artist: string): string {
  const title = `${artist} — Music for Film, TV and Ads`;
  return title.length <= 70 ? title : artist;
}

interface Part {
  id: string;
  label: string;
  yaml: string;
}

/** The sections of a new site, in page order; the music section only when a player was given. */
function sections(o: SiteOptions): Part[] {
  const hero: Part = {
    id: 'home',
    label: 'Home',
    yaml: `  # The opening banner. Its title is the page's only h1.
  - type: hero
    id: home
    eyebrow: ${q(o.jobTitle)}
    title: Music that moves pictures
    tagline: ${q(`Original music for film, TV and advertising by ${o.artist}: pre-cleared for sync, or written to your brief.`)}
    actions:
      - { label: ${o.playlist ? 'Listen Now, target: music' : 'Sync Licensing, target: sync'} }
      - { label: Get in Touch, target: contact, variant: secondary }
`,
  };
  const about: Part = {
    id: 'about',
    label: 'About',
    yaml: `  # Who the artist is. One list entry per paragraph; highlights are short figures.
  - type: about
    id: about
    eyebrow: About
    heading: ${q(`Meet ${o.artist}`)}
    paragraphs:
      - ${q(`${o.artist} writes and produces music for picture. Replace this paragraph with the story: background, sound and the projects that matter.`)}
    highlights:
      - { value: "10+", label: Sync placements }
`,
  };
  const music: Part = {
    id: 'music',
    label: 'Music',
    yaml: `  # A playlist or album player. load: lazy fetches it when scrolled near; click waits for a press.
  - type: music
    id: music
    eyebrow: Featured Music
    heading: Listen to the catalog
    player:
      url: ${q(o.playlist)}
      title: ${q(`${o.artist} playlist`)}
      load: lazy
`,
  };
  const sync: Part = {
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
  const contact: Part = {
    id: 'contact',
    label: 'Contact',
    yaml: `  # The contact form. Messages are stored in Firestore and emailed to contact.notifyEmail below.
  - type: contact
    id: contact
    eyebrow: Contact
    heading: Let's work together
    fields:
      name: { label: Name, placeholder: Your name }
      email: { label: Email, placeholder: you@studio.com }
      subject: { label: Subject, placeholder: What's the project? }
      message: { label: Message, placeholder: "Tell us about the project, timeline and budget" }
`,
  };
  return [hero, about, ...(o.playlist ? [music] : []), sync, contact];
}

/**
 * A new site's config as commented YAML. `schemaPath` is the schema's path relative to the
 * file being written, for the editor's yaml-language-server line.
 */
export function renderConfig(o: SiteOptions, schemaPath: string): string {
  const palette = palettes[o.theme];
  const parts = sections(o);
  const linked = parts.filter((part) => part.id !== 'home');
  const links = linked.map((part) => `    - { label: ${part.label}, target: ${part.id} }`).join('\n');
  return `# yaml-language-server: $schema=${schemaPath}
# ${o.artist}: the whole site in one file, written by \`npm run new-site\`.
# Check it:  npm run check:config -- <this file>
# Build it:  SITE_CONFIG=<this file> npm run build
# Every visitor-facing text has an English default in schema/site.schema.json; set it
# here to change or translate it (examples/rtl-arabic.yaml sets them all).

# Where the site lives and its language. dir: rtl mirrors the layout for Arabic, Hebrew…
site:
  url: ${q(o.url)}
  lang: ${o.lang}
  dir: ${o.dir}

# Search results and link previews. The share picture (1200×630) and favicon are in the
# site's own public/ folder: replace them, keeping the addresses, or point elsewhere.
meta:
  title: ${q(metaTitle(o.artist))}
  description: ${q(`Sync licensing and custom music for film, TV and advertising by ${o.artist}.`)}
  shareImage:
    src: /images/share.png
    alt: ${q(o.artist)}
    width: 1200
    height: 630
  favicon: /favicon.svg
  themeColor: ${q(palette.background)}

# Who the site is about, for search engines (schema.org JSON-LD). kind: Person or MusicGroup.
# sameAs lists the artist's profiles elsewhere (Spotify, Instagram, YouTube…).
artist:
  name: ${q(o.artist)}
  kind: ${o.kind}
${o.kind === 'Person' ? `  jobTitle: ${q(o.jobTitle)}\n` : ''}  sameAs: []
  services:
    - Sync Licensing
    - Custom Composition

# The brand mark at the top; pressing it scrolls to the top.
brand:
  name: ${q(o.artist)}

# Colours, fonts and corners. Text colours must reach 4.5:1 contrast on their backgrounds;
# the build checks it. Fonts are system stacks unless you self-host woff2 files (fonts.faces).
theme:
  colors:
    background: ${q(palette.background)}
    surface: ${q(palette.surface)}
    text: ${q(palette.text)}
    mutedText: ${q(palette.mutedText)}
    accent: ${q(o.accent)}
    accentText: ${q(textOn(o.accent))}
    border: ${q(palette.border)}
  radius: 12

# The top bar: each item scrolls to the section with that id; cta is the highlighted button.
nav:
  items:
${links}
  cta: { label: License Music, target: contact }

# The page, top to bottom. Reorder, remove or repeat entries freely (ids must be unique).
# Other types: featured-in (logos), videos (reels), influences (cards and tags);
# see examples/ and schema/site.schema.json for their fields.
sections:
${parts.map((part) => part.yaml).join('\n')}
# The footer: section links, legal links ('#' goes nowhere until you have the pages) and
# the copyright line, where {year} becomes the visitor's current year.
footer:
  links:
${links}
  copyright: ${q(`© {year} ${o.artist}. All rights reserved.`)}

# Where contact messages go: the owner's inbox, through the Trigger Email extension.
contact:
  notifyEmail: ${q(o.email)}

# The Firebase project to deploy to, and the Hosting site in it (https://<hostingSite>.web.app;
# an id is unique across all of Firebase). A demo- id runs only in the local emulators; set
# your real project id here before \`npm run deploy\`.
firebase:
  projectId: ${o.projectId}
  hostingSite: ${o.hostingSite}
`;
}
