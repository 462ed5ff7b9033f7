// npm run shortlist -- create --title TEXT --tracks ID[:VERSION],... --for "Name <email>"... [--note TEXT] [--expires 30d] [--downloads]
// npm run shortlist -- list | revoke ID|LINK|TOKEN | extend ID --expires 14d | report [ID] [--csv [--out FILE]]
// From the local emulator by default, from a real project when --project is given or
// GOOGLE_APPLICATION_CREDENTIALS is set (as `npm run inbox`). Nothing here needs a rebuild or deploy.
import { writeFile } from 'node:fs/promises';
import { hidesNothing } from '../functions/src/contract/visible-text.ts';
import { reportTable, reportText } from '../functions/src/shortlist/report.ts';
import { absoluteUrl } from '../src/head/urls.ts';
import { UsageError, type OptionSpecs } from './cli/command.ts';
import { defineSubcommands, outFile, type SubcommandContext } from './cli/subcommands.ts';
import { toCsv } from './text/csv.ts';
import { plainText } from './text/plain-text.ts';
import { HOST, PORTS } from './local-stack/stack.ts';
import { parseDuration, parseTracks } from './private-links/args.ts';
import { parseRecipient } from './shortlist/recipient.ts';
import { renderCards } from './shortlist/render-cards.ts';
import { connect, connectSite } from './private-links/connect.ts';
import { selectTracks } from './shortlist/select.ts';
import { siteTracks } from './private-links/site-tracks.ts';
import { createShortlist, extend, listShortlists, readShortlist, revoke, status } from './shortlist/store.ts';
import { utcMinute } from '../functions/src/contract/utc.ts';

// A roster site's shortlists are its own: created from its catalog, listed, reported and revoked
// only under its name, as its function answers only its own pages.
const options = {
  title: { type: 'string', value: 'TEXT', help: 'create: the title the recipients see' },
  tracks: {
    type: 'string',
    value: 'ID[:VERSION],...',
    help: 'create: the tracks, each with all its versions or the one named',
  },
  for: {
    type: 'string',
    multiple: true,
    value: '"Name <email>"',
    help: 'create: a recipient, once each; every one gets a link of their own',
  },
  note: { type: 'string', value: 'TEXT', help: 'create: a note shown above the tracks' },
  expires: {
    type: 'string',
    value: 'DURATION',
    help: 'create, extend: how long the links stay open, e.g. 14d, 48h, 2w (default 30d)',
  },
  downloads: { type: 'boolean', default: false, help: 'create: let recipients download the previews' },
  csv: { type: 'boolean', default: false, help: 'report: write a CSV file instead of printing' },
  out: { type: 'string', value: 'FILE', help: 'report --csv: the file' },
  project: { type: 'string', value: 'ID', help: 'a real Firebase project instead of the local emulator' },
  base: {
    type: 'string',
    value: 'URL',
    help: "create: the site the links point at (default the config's site.url, or the local stack)",
  },
} satisfies OptionSpecs;

const DEFAULT_EXPIRY = '30d';
const MAX_TITLE = 200;
const MAX_NOTE = 2000;

function required(value: string | undefined, option: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${option} is required`);
  return value.trim();
}

function checkedText(value: string, option: string, max: number): string {
  if (!hidesNothing(value, 'lines')) throw new UsageError(`${option} holds control or invisible characters`);
  if ([...value].length > max) throw new UsageError(`${option} must be at most ${max} characters`);
  return value;
}

type Options = typeof options;
type Context = SubcommandContext<Options>;

async function create({ values, site, file }: Context): Promise<number> {
  // Everything is checked before anything is written: a typo in the last track id writes nothing.
  const title = checkedText(required(values.title, '--title'), '--title', MAX_TITLE);
  const note = values.note === undefined ? null : checkedText(values.note.trim(), '--note', MAX_NOTE);
  const recipients = (values.for ?? []).map(parseRecipient);
  if (!recipients.length) throw new UsageError('--for "Name <email>" is required, once per recipient');
  const emails = recipients.map((recipient) => recipient.email.toLowerCase());
  const twice = emails.find((email, index) => emails.indexOf(email) !== index);
  if (twice) throw new UsageError(`--for: ${twice} is given twice; each recipient gets one link`);
  const expiresInMs = parseDuration(values.expires ?? DEFAULT_EXPIRY);
  const { site: loaded, tracks: candidates } = await siteTracks(file);
  const { config } = loaded;
  const tracks = selectTracks(candidates, parseTracks(required(values.tracks, '--tracks')));
  const { db, where, local } = await connect(values.project, config.firebase.projectId);
  const { downloads } = values;
  const cards = (id: string) => renderCards(loaded, tracks, { id, downloads });
  const created = await createShortlist(db, { site, title, note, tracks, recipients, expiresInMs, downloads, cards });
  const base = values.base ?? (local ? `http://${HOST}:${PORTS.hosting}/` : config.site.url);
  console.log(
    `Shortlist ${created.id} "${plainText(title)}" created in ${where}: ${tracks.length} track(s), ${recipients.length} recipient(s), open until ${utcMinute(created.shortlist.expiresAt)}.`,
  );
  console.log('One link per recipient; send each only to its person. They are shown this once and never stored.');
  for (const { recipient, token } of created.links)
    console.log(`  ${plainText(recipient.name)} <${recipient.email}>\n    ${absoluteUrl(`s/${token}`, base)}`);
  return 0;
}

async function list({ values, site, file }: Context): Promise<number> {
  const { db, where } = await connectSite(values.project, file);
  const lists = await listShortlists(db, site);
  console.log(`${lists.length} shortlist(s) in ${where}, newest first:`);
  for (const { id, shortlist, activities } of lists) {
    const plays = activities
      .flatMap((a) => Object.values(a.tracks).flatMap((v) => Object.values(v)))
      .reduce((sum, f) => sum + f.plays, 0);
    const opened = activities.filter((a) => a.visits > 0).length;
    console.log(
      `${id}  ${utcMinute(shortlist.createdAt)}  "${plainText(shortlist.title)}"  ${shortlist.tracks.length} track(s), ${shortlist.recipients.length} recipient(s), ${opened} opened, ${plays} play(s); ${status(shortlist)}`,
    );
  }
  return 0;
}

async function revokeOne({ values, args, site, file }: Context): Promise<number> {
  const { db } = await connectSite(values.project, file);
  console.log(await revoke(db, args[0]!, site));
  return 0;
}

async function extendOne({ values, args, site, file }: Context): Promise<number> {
  const by = parseDuration(required(values.expires, '--expires'));
  const { db } = await connectSite(values.project, file);
  console.log(`shortlist ${args[0]} now open until ${utcMinute(await extend(db, args[0]!, by, site))}`);
  return 0;
}

async function report({ values, args: [id], site, file }: Context): Promise<number> {
  const { db, where } = await connectSite(values.project, file);
  const lists = id === undefined ? await listShortlists(db, site) : [await readShortlist(db, id, site)];
  if (values.csv) {
    const out = outFile(values.out, `shortlist-report-${new Date().toISOString().slice(0, 10)}.csv`);
    const table = reportTable(lists);
    await writeFile(out, toCsv(table));
    console.log(`${table.length - 1} row(s) from ${lists.length} shortlist(s) in ${where} written to ${out}`);
    return 0;
  }
  for (const { id: listId, shortlist, activities } of lists) {
    console.log(
      `Shortlist ${listId} "${plainText(shortlist.title)}" (${status(shortlist)}), created ${utcMinute(shortlist.createdAt)}`,
    );
    console.log(`${reportText(shortlist, activities).split('\n').map(plainText).join('\n')}\n`);
  }
  if (!lists.length) console.log(`no shortlists in ${where}`);
  return 0;
}

export default defineSubcommands({
  name: 'shortlist',
  summary: 'Private shortlists for pitching: one link per recipient, and what each of them played.',
  options,
  shared: ['project'],
  subcommands: {
    create: {
      usage:
        '--title TEXT --tracks ID[:VERSION],... --for "Name <email>"... [--note TEXT] [--expires 30d] [--downloads]',
      args: [],
      options: ['title', 'tracks', 'for', 'note', 'expires', 'downloads', 'base'],
      run: create,
    },
    list: { usage: '', args: [], run: list },
    revoke: { usage: 'ID|LINK|TOKEN', args: ['ID|LINK|TOKEN'], run: revokeOne },
    extend: { usage: 'ID --expires 14d', args: ['ID'], options: ['expires'], run: extendOne },
    report: { usage: '[ID] [--csv [--out FILE]]', args: ['[ID]'], options: ['csv', 'out'], run: report },
  },
});
