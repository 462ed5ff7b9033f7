import { existsSync } from 'node:fs';
import path from 'node:path';
import { CommandError, defineCommand, UsageError, type OptionSpecs, type Values } from '../cli/command.ts';
import { userDir } from '../config/config-path.ts';
import { rosterDir, rosterProject, rosterSite } from '../config/roster.ts';
import { displayPath } from '../config/format-errors.ts';
import { defaultsFor, problemsWith, validators, type SiteOptions } from './options.ts';
import { promptForOptions } from './prompt.ts';
import { SiteNotWritten, writeRosterSite } from './write-site.ts';

const options = {
  artist: { type: 'string', value: '"Name"', help: "artist's or band's name (default: from NAME)" },
  kind: { type: 'string', value: 'person|group', help: 'solo artist or band (default: person)' },
  'job-title': { type: 'string', value: '"Text"', help: 'what they do' },
  email: { type: 'string', value: 'x@y.z', help: "owner's email, receives contact messages" },
  url: { type: 'string', value: 'https://…', help: "the site's public address" },
  accent: { type: 'string', value: '"#hex"', help: 'accent colour (must contrast 4.5:1 with the background)' },
  theme: { type: 'string', value: 'dark|light', help: 'base palette (default: dark)' },
  lang: { type: 'string', value: 'en', help: 'language tag; ar, he, fa, ur… switch the direction to rtl' },
  dir: { type: 'string', value: 'ltr|rtl', help: 'text direction (default: from the language)' },
  playlist: { type: 'string', value: 'https://…', help: 'playlist player embed address (adds a music section)' },
  project: { type: 'string', value: 'ID', help: "Firebase project id (default: the repository's, in .firebaserc)" },
  'hosting-site': { type: 'string', value: 'ID', help: 'Firebase Hosting site id, <ID>.web.app (default: NAME)' },
  'out-dir': { type: 'string', value: 'DIR', help: 'roster folder to create NAME/ in (default: sites, or SITES_DIR)' },
  force: { type: 'boolean', default: false, help: 'overwrite an existing site.yaml' },
  yes: { type: 'boolean', default: false, help: 'use defaults for everything not given, even in a terminal' },
} satisfies OptionSpecs;

/**
 * Creates the roster folder sites/NAME/: site.yaml, a new commented site config, and public/
 * with a share image and favicon to replace. In a terminal it asks for what the options leave
 * out; without one (CI, scripts) it uses the options and defaults.
 */
export default defineCommand({
  name: 'new-site',
  summary:
    'Creates sites/NAME/ for another artist: a commented site.yaml and a public/ folder (asks for what the options leave out, in a terminal).',
  usage: ['NAME [options]'],
  options,
  positionals: { min: 1, max: 1, name: 'NAME' },
  site: 'none',
  findings: [SiteNotWritten],
  run: ({ values, positionals }) => newSite(values, positionals[0]!),
});

async function newSite(values: Values<typeof options>, name: string): Promise<number> {
  const nameProblem = validators.name(name);
  if (nameProblem) throw new UsageError(`NAME '${name}': ${nameProblem}`);

  const kind =
    values.kind === undefined
      ? undefined
      : values.kind.toLowerCase() === 'group' || values.kind === 'MusicGroup'
        ? 'MusicGroup'
        : 'Person';
  const given: Partial<SiteOptions> & Pick<SiteOptions, 'name'> = Object.fromEntries(
    Object.entries({
      name,
      artist: values.artist,
      kind,
      jobTitle: values['job-title'],
      email: values.email,
      url: values.url,
      accent: values.accent,
      theme: values.theme,
      lang: values.lang,
      dir: values.dir,
      playlist: values.playlist,
      projectId: values.project,
      hostingSite: values['hosting-site'],
    }).filter(([, value]) => value !== undefined),
  ) as Partial<SiteOptions> & Pick<SiteOptions, 'name'>;

  const site = rosterSite(
    name,
    values['out-dir'] === undefined ? rosterDir() : path.resolve(userDir(), values['out-dir']),
  );
  const target = site.configFile;
  if (existsSync(target) && !values.force)
    throw new CommandError(`${displayPath(target)} already exists; pass --force to overwrite it.`);

  const projectId = rosterProject();
  const context = projectId === undefined ? {} : { projectId };
  const chosen =
    process.stdin.isTTY && !values.yes ? await promptForOptions(given, context) : defaultsFor(given, context);
  const problems = problemsWith(chosen);
  if (problems.length) throw new UsageError(`cannot write the site: ${problems.join('; ')}`);
  await writeRosterSite(site, chosen);
  const shown = displayPath(target);
  // A folder outside the roster is not found by --site: name the files instead.
  const inRoster = path.dirname(site.dir) === rosterDir();
  const command = (script: string) =>
    inRoster
      ? `npm ${script} -- --site ${name}`
      : `SITE_CONFIG=${shown} SITE_PUBLIC_DIR=${displayPath(site.publicDir)} npm ${script}`;
  console.log(`Wrote ${shown} and ${displayPath(site.publicDir)}/ for ${chosen.artist}.

Next:
  1. Edit the texts in ${shown}; put the share image, favicon and pictures in ${displayPath(site.publicDir)}/.
  2. ${command('run check:config')}
  3. ${command('run build')}      (or ${command('start')}, to try the form locally)
  4. Set firebase.projectId, firebase.hostingSite and contact.notifyEmail, then ${command('run deploy')}`);
  return 0;
}
