import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, schemaPath, userDir } from '../config/config-path.ts';
import { displayPath, formatConfigErrors } from '../config/format-errors.ts';
import { validateConfigSource } from '../config/load-config.ts';
import { defaultsFor, problemsWith, validators, type SiteOptions } from './options.ts';
import { promptForOptions } from './prompt.ts';
import { renderConfig } from './template.ts';

const USAGE = `Usage: npm run new-site -- NAME [options]

Writes sites/NAME.yaml, a new commented site config. In a terminal it asks for what the
options leave out; without one (CI, scripts) it uses the options and defaults.

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
  --project ID          Firebase project id (default: demo-NAME, emulators only)
  --out-dir DIR         folder to write into (default: sites)
  --force               overwrite an existing file
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
    }).filter(([, value]) => value !== undefined),
  ) as Partial<SiteOptions> & Pick<SiteOptions, 'name'>;

  const outDir = values['out-dir'] === undefined ? path.join(repoRoot, 'sites') : path.resolve(userDir(), values['out-dir']);
  const target = path.join(outDir, `${name}.yaml`);
  if (existsSync(target) && !values.force) fail(`${displayPath(target)} already exists; pass --force to overwrite it.`);

  const options = process.stdin.isTTY && !values.yes ? await promptForOptions(given) : defaultsFor(given);
  const problems = problemsWith(options);
  if (problems.length) fail(`Cannot write the site:\n${problems.map((p) => `  ${p}`).join('\n')}`);

  const schema = path.relative(path.dirname(target), schemaPath).split(path.sep).join('/');
  const source = renderConfig(options, schema.startsWith('.') ? schema : `./${schema}`);
  // Validate before writing, so a bad answer never leaves a broken file behind.
  const result = validateConfigSource(source, target);
  if (!result.ok) fail(formatConfigErrors(result.errors, source, { color: false }));

  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, source);
  const shown = displayPath(target);
  console.log(`Wrote ${shown} for ${options.artist}.

Next:
  1. Edit the texts in ${shown}; put the share image, favicon and pictures in public/.
  2. npm run check:config -- ${shown}
  3. SITE_CONFIG=${shown} npm run build      (or npm start, with the same SITE_CONFIG, to try the form locally)
  4. Set firebase.projectId and contact.notifyEmail, then SITE_CONFIG=${shown} npm run deploy`);
}

await main();
