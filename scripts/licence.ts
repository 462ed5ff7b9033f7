// npm run licence -- quote ID --fee AMOUNT [--currency EUR] [--expires 14d] [--note TEXT] [--no-mail]
// npm run licence -- list [--json [--out FILE]] | void ID|NUMBER | extend ID 7d | cue-sheet NUMBER [--csv [--out FILE]] | pdf NUMBER [--out FILE]
// From the local emulator by default, from a real project when --project is given or
// GOOGLE_APPLICATION_CREDENTIALS is set (as `npm run inbox` and `npm run shortlist`).
import { writeFile } from 'node:fs/promises';
import { isCueUsage } from '../functions/src/contract/cue-usage.ts';
import { hidesNothing } from '../functions/src/contract/visible-text.ts';
import { cueSheetRow, cueSheetTable, partyText } from '../functions/src/contract/cue-sheet.ts';
import { LICENCE_PATH, quoteState, verifyPathOf, type StoredQuote } from '../functions/src/contract/licence-model.ts';
import { initialsOf } from '../functions/src/contract/licence-number.ts';
import { formatFee } from '../functions/src/contract/licence-texts.ts';
import { pdfStyleOf } from '../functions/src/licence/pdf/pdf-style.ts';
import { renderLicencePdf, UndrawableText, undrawableIn } from '../functions/src/licence/pdf/render-licence-pdf.tsx';
import { canonicalJson } from '../functions/src/licence/terms-hash.ts';
import { absoluteUrl } from '../src/head/urls.ts';
import { licenceRequestOf } from '../src/sections/registry.ts';
import { CommandError, UsageError, type OptionSpecs, type Values } from './cli/command.ts';
import { defineSubcommands, outFile, type SubcommandContext } from './cli/subcommands.ts';
import { toCsv } from './text/csv.ts';
import { plainText } from './text/plain-text.ts';
import { parseCurrency, parseDate, parseFee } from './licence/args.ts';
import { downloadLines } from './licence/downloads.ts';
import { licenceRecord } from './licence/export.ts';
import { paid, paidOptions } from './licence/paid.ts';
import { paymentLines } from './licence/payment-status.ts';
import { buildOffer, pickTrack } from './licence/offer.ts';
import { deliveredFiles } from './delivery/delivered-files.ts';
import { fileLine } from './delivery/file-line.ts';
import { quoteMail } from './licence/quote-mail.ts';
import { createQuote, extendQuote, findQuote, listQuotes, readRequest, voidQuote } from './licence/store.ts';
import { HOST, PORTS } from './local-stack/stack.ts';
import { parseDuration, parseTracks } from './private-links/args.ts';
import { connect, connectSite } from './private-links/connect.ts';
import { siteTracks } from './private-links/site-tracks.ts';
import { utcMinute } from '../functions/src/contract/utc.ts';

const options = {
  fee: { type: 'string', value: 'AMOUNT', help: 'quote: the fee, e.g. 2500 or 2500.50' },
  currency: {
    type: 'string',
    value: 'CODE',
    help: "quote: the fee's currency, ISO 4217 (default the rate card's, else USD); paid: the payment's (default the fee's)",
  },
  expires: {
    type: 'string',
    value: 'DURATION',
    help: 'quote: how long the buyer may accept, e.g. 14d, 48h, 2w (default 14d)',
  },
  note: { type: 'string', value: 'TEXT', help: 'quote: a note to the buyer, shown on the page and in the mail' },
  'no-mail': { type: 'boolean', default: false, help: 'quote: print the link and mail nothing' },
  track: {
    type: 'string',
    value: 'ID[:VERSION]',
    help: "quote: the catalog's track when the request's title does not name one",
  },
  usage: {
    type: 'string',
    value: 'BI|BV|VI|VV|MT|ET',
    help: "quote: the cue sheet's usage (default from the request's use and the version's vocals)",
  },
  start: {
    type: 'string',
    value: 'YYYY-MM-DD',
    help: "quote: the term's first day (default the request's air date, else the day of acceptance)",
  },
  csv: { type: 'boolean', default: false, help: 'cue-sheet: write a CSV file instead of printing' },
  json: {
    type: 'boolean',
    default: false,
    help: "list: write every quote as JSON, with each delivered file's downloads",
  },
  out: {
    type: 'string',
    value: 'FILE',
    help: 'cue-sheet --csv, list --json, pdf: the file (default cue-sheet-NUMBER.csv, licences-DATE.json, licence-NUMBER.pdf)',
  },
  project: { type: 'string', value: 'ID', help: 'a real Firebase project instead of the local emulator' },
  base: {
    type: 'string',
    value: 'URL',
    help: "quote: the site the link points at (default the config's site.url, or the local stack)",
  },
  ...paidOptions,
} satisfies OptionSpecs;

type Options = typeof options;
type Context = SubcommandContext<Options>;

const DEFAULT_EXPIRY = '14d';
const MAX_NOTE = 2000;

function stateLine(id: string, quote: StoredQuote, now: number): string {
  const { offer } = quote;
  const state = quoteState(quote, now);
  const when =
    state === 'open'
      ? `open until ${utcMinute(quote.expiresAt)}`
      : state === 'expired'
        ? `expired ${utcMinute(quote.expiresAt)}`
        : state;
  const number = quote.licence ? `${quote.licence.number}  ` : '';
  // The verification address is the one a production asks for again; the code is in no other listing.
  const verify = quote.licence ? `; verify at ${absoluteUrl(verifyPathOf(quote.licence).slice(1), quote.base)}` : '';
  return `${id}  ${number}${utcMinute(quote.createdAt)}  "${plainText(offer.track.title)}" (${plainText(offer.track.version)}) for ${plainText(offer.licensee.company || offer.licensee.name)}, ${offer.fee.currency} ${offer.fee.amount}; ${when}; request ${quote.requestId}${verify}`;
}

/** The quote's options, every one checked before anything is read or written. */
function quoteOptions(values: Values<Options>) {
  const fee = parseFee(values.fee);
  const expiresInMs = parseDuration(values.expires ?? DEFAULT_EXPIRY);
  const note = values.note === undefined ? null : values.note.trim();
  if (note !== null && (!hidesNothing(note, 'lines') || [...note].length > MAX_NOTE)) {
    throw new UsageError(`--note must be at most ${MAX_NOTE} visible characters`);
  }
  const { usage } = values;
  if (usage !== undefined && !isCueUsage(usage))
    throw new UsageError(`--usage "${usage}": one of BI, BV, VI, VV, MT, ET`);
  const start = values.start === undefined ? undefined : parseDate(values.start, '--start');
  const [track] = values.track === undefined ? [] : parseTracks(values.track);
  return { fee, expiresInMs, note, usage, start, track };
}

async function quote({ values, args, site, file }: Context): Promise<number> {
  const { fee, expiresInMs, note, usage, start, track } = quoteOptions(values);
  const { site: loaded, tracks } = await siteTracks(file);
  const { config } = loaded;
  const requests = licenceRequestOf(config.sections);
  const fields = requests?.fields ?? [];
  if (!fields.length)
    throw new CommandError('this site takes no licence requests (no contact section with a licence block)');
  const currency = parseCurrency(values.currency ?? requests?.rateCard?.currency ?? 'USD');
  const { db, where, local } = await connect(values.project, config.firebase.projectId);
  const request = await readRequest(db, site, args[0]!);
  const picked = pickTrack({ request, tracks, ...(track && { track }) });
  // Read before anything is stored: a named file that is not there refuses the quote.
  const files = await deliveredFiles(config, file, picked.track.id, picked.version.key);
  const offer = buildOffer({
    request,
    config,
    licensorEmail: config.contact.notifyEmail,
    fields,
    tracks,
    fee: { amount: fee, currency },
    files,
    ...(track && { track }),
    ...(usage !== undefined && isCueUsage(usage) && { usage }),
    ...(start !== undefined && { start }),
  });
  // The licence is printed from the offer when the buyer opens the PDF: a quote it could not print is not sent.
  const style = pdfStyleOf(config);
  const undrawable = undrawableIn([canonicalJson(offer), ...Object.values(style.labels)]);
  if (undrawable)
    throw new CommandError(
      `${new UndrawableText(undrawable).message} in this quote (the request's, the catalog's or licensing.labels' text); the quote was not made`,
    );
  const base = values.base ?? (local ? `http://${HOST}:${PORTS.hosting}/` : config.site.url);
  const mailed = !values['no-mail'];
  const created = await createQuote(db, {
    site,
    request,
    offer,
    expiresInMs,
    note,
    numberPrefix: config.licensing.numberPrefix ?? initialsOf(config.artist.name),
    base,
    ...(config.licensing.payment?.quotes === 'pay-to-accept' && { pay: 'checkout' as const }),
    link: (token) => absoluteUrl(`${LICENCE_PATH.slice(1)}/${token}`, base),
    mail: mailed ? (link, stored) => quoteMail(offer, stored, link, style) : null,
  });
  console.log(
    `Quote ${created.id} for request ${request.id} created in ${where}: "${plainText(offer.track.title)}" (${plainText(offer.track.version)}), ${formatFee(offer.fee, config.site.lang)}, open until ${utcMinute(created.quote.expiresAt)}.`,
  );
  console.log(
    mailed
      ? `Mailed to ${offer.licensee.email} through the mail collection (Trigger Email).`
      : 'Not mailed (--no-mail): send the link yourself.',
  );
  for (const delivered of files) console.log(`  delivers ${fileLine(delivered)}`);
  if (files.length > 0 && !files.some((delivered) => delivered.kind === 'master'))
    console.log(
      `  (${plainText(offer.track.version)} names no master of its own: the licence delivers the stems alone)`,
    );
  console.log('The link is shown this once and never stored; only its holder can accept:');
  console.log(`  ${created.link}`);
  return 0;
}

async function list({ values, site, file }: Context): Promise<number> {
  if (values.out !== undefined && !values.json) throw new UsageError('--out goes with list --json');
  const { db, where, config } = await connectSite(values.project, file);
  const quotes = await listQuotes(db, site);
  const now = Date.now();
  const { days } = config.licensing.delivery;
  if (values.json) {
    const out = outFile(values.out, `licences-${new Date(now).toISOString().slice(0, 10)}.json`);
    const records = quotes.map(({ id, quote: stored }) => licenceRecord(id, stored, days, now));
    await writeFile(out, `${JSON.stringify(records, null, 2)}\n`);
    console.log(`${quotes.length} quote(s) from ${where} written to ${out}`);
    return 0;
  }
  console.log(`${quotes.length} quote(s) in ${where}, newest first:`);
  for (const { id, quote: stored } of quotes)
    console.log([stateLine(id, stored, now), ...paymentLines(stored), ...downloadLines(stored, days, now)].join('\n'));
  return 0;
}

async function voidOne({ values, args, site, file }: Context): Promise<number> {
  const { db } = await connectSite(values.project, file);
  console.log(await voidQuote(db, args[0]!, site));
  return 0;
}

async function extend({ values, args, site, file }: Context): Promise<number> {
  const by = parseDuration(args[1]!, 'extend');
  const { db } = await connectSite(values.project, file);
  console.log(`quote ${args[0]} now open until ${utcMinute(await extendQuote(db, args[0]!, by, site))}`);
  return 0;
}

async function cueSheet({ values, args, site, file }: Context): Promise<number> {
  const { db } = await connectSite(values.project, file);
  const { quote: stored } = await findQuote(db, args[0]!, site);
  if (!stored.licence)
    throw new CommandError(`quote ${args[0]} is not accepted yet: a cue-sheet row is for an issued licence`);
  const row = cueSheetRow(stored.licence.number, stored.offer.track, stored.offer.use);
  if (values.csv) {
    const out = outFile(values.out, `cue-sheet-${row.licence}.csv`);
    await writeFile(out, toCsv(cueSheetTable(row)));
    console.log(`cue-sheet row of ${row.licence} written to ${out}`);
    return 0;
  }
  console.log(`Licence ${row.licence}`);
  console.log(`  Cue title:    ${plainText(row.title)} (${plainText(row.version)})`);
  for (const party of row.parties)
    console.log(`  ${party.role === 'E' ? 'Publisher' : 'Writer   '}:   ${plainText(partyText(party))}`);
  console.log(
    `  ISRC:         ${row.isrc || '—'}\n  ISWC:         ${row.iswc || '—'}\n  Master owner: ${plainText(row.master) || '—'}`,
  );
  console.log(`  Usage:        ${row.usage} (${row.usageName})\n  Duration:     ${row.duration || 'not given'}`);
  return 0;
}

async function pdf({ values, args, site, file }: Context): Promise<number> {
  const { db, config } = await connectSite(values.project, file);
  const { quote: stored } = await findQuote(db, args[0]!, site);
  if (!stored.licence || !stored.acceptance)
    throw new CommandError(`quote ${args[0]} is not accepted yet: there is no licence to print`);
  const out = outFile(values.out, `licence-${stored.licence.number}.pdf`);
  const verifyUrl = absoluteUrl(verifyPathOf(stored.licence).slice(1), stored.base);
  const printed = await renderLicencePdf(
    {
      offer: stored.offer,
      acceptance: stored.acceptance,
      licence: stored.licence,
      verifyUrl,
      voided: stored.voidedAt !== null,
      payment: stored.payment ?? null,
    },
    pdfStyleOf(config),
  ).catch((error: unknown) => {
    throw error instanceof UndrawableText ? new CommandError(`${error.message}; the PDF was not written`) : error;
  });
  await writeFile(out, printed);
  console.log(`licence ${stored.licence.number} written to ${out} (${Math.round(printed.length / 1000)} kB)`);
  return 0;
}

export default defineSubcommands({
  name: 'licence',
  summary:
    'Quotes from licence requests, accepted online into numbered licences with a PDF, a verification page and a cue-sheet row.',
  options,
  shared: ['project'],
  subcommands: {
    quote: {
      usage:
        'ID --fee AMOUNT [--currency EUR] [--expires 14d] [--note TEXT] [--no-mail] [--track ID[:VERSION]] [--usage BI] [--start YYYY-MM-DD]',
      args: ['ID'],
      options: ['fee', 'currency', 'expires', 'note', 'no-mail', 'track', 'usage', 'start', 'base'],
      run: quote,
    },
    list: { usage: '[--json [--out FILE]]', args: [], options: ['json', 'out'], run: list },
    void: { usage: 'ID|NUMBER', args: ['ID|NUMBER'], run: voidOne },
    extend: { usage: 'ID 7d', args: ['ID', 'DURATION'], run: extend },
    'cue-sheet': { usage: 'NUMBER [--csv [--out FILE]]', args: ['NUMBER'], options: ['csv', 'out'], run: cueSheet },
    pdf: { usage: 'NUMBER [--out FILE]', args: ['NUMBER'], options: ['out'], run: pdf },
    paid,
  },
});
