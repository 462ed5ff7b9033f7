import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { userDir } from '../config/config-path.ts';
import { rosterDir, rosterProject, rosterSite } from '../config/roster.ts';
import { displayPath } from '../config/format-errors.ts';
import { defaultsFor, problemsWith, validators, type SiteOptions } from './options.ts';
import { promptForOptions } from './prompt.ts';
import { SiteNotWritten, writeRosterSite } from './write-site.ts';

const USAGE = `Usage: npm run new-site -- NAME [options]

Creates the roster folder sites/NAME/: site.yaml, a new commented site config, and public/
with a share image and favicon to replace. In a terminal it asks for what the options leave
out; without one (CI, scripts) it uses the options and defaults.

  --artist "Name"       artist's or band's name (default: from NAME)
  --kind person|group   solo artist or band (default: person)
  --job-title "Text"    what they do
  --email x@y.z         owner's email, receives contact messages
  --url https://…       the site's public address
  --accent "#hex"       accent colour (must contrast 4.5:1 with the background)
  --theme dark|light    base palette (default: dark)
  --lang en             language tag; ar, he, fa, ur… switch the direction to rtl
  --dir ltr|rtl         text direction (default: from the language)
  --playlist https://…  playlist player embed address (adds a music section)
  --project ID          Firebase project id (default: the repository's, in .firebaserc)
  --hosting-site ID     Firebase Hosting site id, <ID>.web.app (default: NAME)
  --out-dir DIR         roster folder to create NAME/ in (default: sites, or SITES_DIR)
  --force               overwrite an existing site.yaml
  --yes                 use defaults for everything not given, even in a terminal`;

const flags = {
  artist: { type: 'string' },
  kind: { type: 'string' },
  'job-title': { type: 'string' },
  email: { type: 'string' },
  url: { type: 'string' },
  accent: { type: 'string' },
  theme: { type: 'string' },
  lang: { type: 'string' },
  dir: { type: 'string' },
  playlist: { type: 'string' },
  project: { type: 'string' },
  'hosting-site': { type: 'string' },
  'out-dir': { type: 'string' },
  force: { type: 'boolean', default: false },
  yes: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: flags, allowPositionals: true, strict: true });
  if (values.help) return void console.log(USAGE);
  const [name] = positionals;
  if (!name) fail(`Give the new site a name.\n\n${USAGE}`);
  const nameProblem = validators.name(name);
  if (nameProblem) fail(`NAME '${name}': ${nameProblem}`);

  const kind = values.kind === undefined ? undefined : values.kind.toLowerCase() === 'group' || values.kind === 'MusicGroup' ? 'MusicGroup' : 'Person';
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

  const site = rosterSite(name, values['out-dir'] === undefined ? rosterDir() : path.resolve(userDir(), values['out-dir']));
  const target = site.configFile;
  if (existsSync(target) && !values.force) fail(`${displayPath(target)} already exists; pass --force to overwrite it.`);

  const context = { projectId: rosterProject() };
  const options = process.stdin.isTTY && !values.yes ? await promptForOptions(given, context) : defaultsFor(given, context);
  const problems = problemsWith(options);
  if (problems.length) fail(`Cannot write the site:\n${problems.map((p) => `  ${p}`).join('\n')}`);

  try {
    await writeRosterSite(site, options);
  } catch (error) {
    if (error instanceof SiteNotWritten) fail(error.message);
    throw error;
  }
  const shown = displayPath(target);
  // A folder outside the roster is not found by --site: name the files instead.
  const inRoster = path.dirname(site.dir) === rosterDir();
  const command = (script: string) =>
    inRoster ? `npm ${script} -- --site ${name}` : `SITE_CONFIG=${shown} SITE_PUBLIC_DIR=${displayPath(site.publicDir)} npm ${script}`;
  console.log(`Wrote ${shown} and ${displayPath(site.publicDir)}/ for ${options.artist}.

Next:
  1. Edit the texts in ${shown}; put the share image, favicon and pictures in ${displayPath(site.publicDir)}/.
  2. ${command('run check:config')}
  3. ${command('run build')}      (or ${command('start')}, to try the form locally)
  4. Set firebase.projectId, firebase.hostingSite and contact.notifyEmail, then ${command('run deploy')}`);
}

await main();
