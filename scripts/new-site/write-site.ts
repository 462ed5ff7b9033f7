import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, schemaPath } from '../config/config-path.ts';
import { formatConfigErrors } from '../config/format-errors.ts';
import { validateConfigSource } from '../config/load-config.ts';
import type { RosterSite } from '../config/roster.ts';
import type { SiteOptions } from './options.ts';
import { renderConfig } from './template.ts';

/** The files of public/ the new config names (share image, favicon). */
const STARTER_FILES = ['images/share.png', 'favicon.svg'];

export class SiteNotWritten extends Error {}

/**
 * Writes a roster site's folder: its site.yaml, validated before it is written so a bad answer
 * never leaves a broken file, and its public/ with the files the config names, so the new site
 * is whole before its own pictures arrive. Existing public files are kept.
 */
export async function writeRosterSite(site: RosterSite, options: SiteOptions): Promise<void> {
  const schema = path.relative(path.dirname(site.configFile), schemaPath).split(path.sep).join('/');
  const source = renderConfig(options, schema.startsWith('.') ? schema : `./${schema}`);
  const result = validateConfigSource(source, site.configFile);
  if (!result.ok) throw new SiteNotWritten(formatConfigErrors(result.errors, source, { color: false }));
  for (const file of STARTER_FILES) {
    const copy = path.join(site.publicDir, file);
    if (existsSync(copy)) continue;
    await mkdir(path.dirname(copy), { recursive: true });
    await copyFile(path.join(repoRoot, 'public', file), copy);
  }
  await writeFile(site.configFile, source);
}
