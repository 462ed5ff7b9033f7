import type { StarterEntry } from '../../src/sections/define.ts';
import { definitionList } from '../../src/sections/registry.ts';
import { palettes, textOn, type SiteOptions } from './options.ts';

/** A YAML double-quoted scalar; JSON's string syntax is valid YAML and escapes everything needed. */
const q = (value: string) => JSON.stringify(value);

function metaTitle(artist: string): string {
  const title = `${artist} — Music for Film, TV and Ads`;
  return title.length <= 70 ? title : artist;
}

/**
 * The sections of a new site, in the registry's order: each type that has a starter entry
 * writes its own (the music section only when a player was given).
 */
function sections(o: SiteOptions): StarterEntry[] {
  return definitionList.flatMap((definition) => definition.starter?.(o) ?? []);
}

/** The types a new site leaves out, for the comment that says they exist. */
const otherTypes = () =>
  definitionList.filter((definition) => !definition.starter).map((definition) => definition.type);

/**
 * A new site's config as commented YAML. `schemaPath` is the schema's path relative to the
 * file being written, for the editor's yaml-language-server line.
 */
export function renderConfig(o: SiteOptions, schemaPath: string): string {
  const palette = palettes[o.theme];
  const parts = sections(o);
  const linked = parts.filter((part): part is StarterEntry & { label: string } => part.label !== undefined);
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
# Other types: ${otherTypes().join(', ')};
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
