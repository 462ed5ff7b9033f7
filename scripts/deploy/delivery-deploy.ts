import { deliveryObjectName } from '../../functions/src/contract/delivery.ts';
import { planDelivery, type DeliveryPlan } from './delivery-plan.ts';
import { siteFiles } from './delivery-files.ts';
import type { DeliveryBucket } from './delivery-bucket.ts';
import type { ProjectSites } from './project-sites.ts';
import type { SiteFile } from './delivery-plan.ts';
import { NoCredentialsError } from './google-rest.ts';
import { CommandError } from '../cli/command.ts';
import { count } from '../config/format-errors.ts';

const MB = 1_000_000;
const size = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${bytes} bytes`);

export interface DeliveryOptions {
  dryRun: boolean;
  prune: boolean;
}

/** Why --prune may not delete, or undefined when it may: it must know every file still named and every stored quote's. */
export type PruneBlock = string | undefined;

/** The plan as the deploy prints it: what goes up, what is there, what --prune deletes (or would). */
export function planLines(
  project: string,
  plan: DeliveryPlan,
  options: DeliveryOptions,
  pruneBlock: PruneBlock,
): string[] {
  const lines = [`Licensed files for ${project}'s Cloud Storage (delivery/):`];
  for (const file of plan.upload)
    lines.push(
      `  ${options.dryRun ? 'would upload' : 'upload'} ${file.path} (${file.site}, ${size(file.bytes)}) as ${deliveryObjectName(file)}`,
    );
  lines.push(`  ${plan.upload.length} to upload, ${plan.present} already there`);
  if (pruneBlock) {
    if (options.prune || options.dryRun) lines.push(`  --prune deletes nothing: ${pruneBlock}`);
  } else if (plan.unreferenced.length > 0) {
    const verb = options.prune && !options.dryRun ? 'delete' : 'with --prune, would delete';
    for (const name of plan.unreferenced)
      lines.push(`  ${verb} ${name} (no file of the sites and no stored quote names it)`);
  }
  if (options.dryRun) lines.push('  --dry-run: nothing uploaded, deleted or deployed');
  return lines;
}

/**
 * The dry run's list when the bucket cannot be read (no credentials on this machine): each file a
 * deploy would upload if the bucket lacks it, with what identifies its bytes.
 */
function unreachedLines(project: string, files: readonly SiteFile[], why: string, options: DeliveryOptions): string[] {
  const unique = planDelivery(files, new Set(), new Set()).upload;
  return [
    `Licensed files for ${project}'s Cloud Storage (delivery/):`,
    ...unique.map((file) => `  ${file.path} (${file.site}, ${size(file.bytes)}, SHA-256 ${file.sha256})`),
    `  could not compare ${unique.length === 1 ? 'this file' : `these ${count(unique.length, 'file')}`} with the bucket, so a deploy uploads those the bucket lacks:`,
    `  ${why}`,
    ...(options.prune ? ['  --prune: nothing weighed without the bucket'] : []),
    '  --dry-run: nothing uploaded, deleted or deployed',
  ];
}

/**
 * Uploads the sites' new and changed delivery files to the project's bucket before the site is
 * deployed (a quote made from the new config finds its bytes there), after checking the function
 * may sign their download addresses. Deletes only with --prune, and only what it can prove
 * nothing names: when it cannot (a site's YAML or a named file or the stored quotes unread), it
 * refuses before uploading anything. Returns whether any file is named (the deploy then deploys
 * the Storage rules).
 */
export async function deployDelivery(
  project: string,
  { sites, unreadable }: ProjectSites,
  reach: { bucket: () => Promise<DeliveryBucket>; checkSigning: () => Promise<void> },
  options: DeliveryOptions,
  out: (line: string) => void = console.log,
): Promise<boolean> {
  const found = await siteFiles(sites);
  for (const note of found.notes) out(note);
  const named = found.files.length > 0 || found.notes.length > 0;
  if (!named && !options.prune) return false;
  const refuse = (why: string) =>
    new CommandError(
      `--prune deletes nothing: ${why}. Nothing was uploaded or deployed: fix that and deploy again, or deploy without --prune.`,
    );
  let pruneBlock: PruneBlock =
    unreadable.length > 0
      ? `${unreadable.join('; ')}, so what every site of ${project} names is not known`
      : found.complete
        ? undefined
        : 'some named files are not on this machine, so what the sites still name is not known';
  if (pruneBlock && options.prune && !options.dryRun) throw refuse(pruneBlock);
  let bucket: DeliveryBucket;
  try {
    bucket = await reach.bucket();
  } catch (error) {
    if (!(options.dryRun && error instanceof NoCredentialsError)) throw error;
    for (const line of unreachedLines(project, found.files, error.message, options)) out(line);
    return named;
  }
  const existing = await bucket.existing();
  let quoted = new Set<string>();
  if (!pruneBlock && (options.prune || options.dryRun)) {
    try {
      quoted = await bucket.quoted();
    } catch (error) {
      pruneBlock = `the stored quotes could not be read (${error instanceof Error ? error.message : String(error)}), and a licence's files are never deleted`;
      if (options.prune && !options.dryRun) throw refuse(pruneBlock);
    }
  }
  const plan = planDelivery(found.files, existing, quoted);
  for (const line of planLines(project, plan, options, pruneBlock)) out(line);
  if (options.dryRun) return named;
  if (found.files.length > 0) await reach.checkSigning();
  for (const file of plan.upload) {
    await bucket.upload(file, (line, done) => {
      if (process.stdout.isTTY && !done) process.stdout.write(`\r  ${line}`);
      else if (done) out(`${process.stdout.isTTY ? '\r' : ''}  ${line}`);
      else if (line.endsWith(`: 0 % of ${size(file.bytes)}`) || /: (25|50|75) % /.test(line)) out(`  ${line}`);
    });
  }
  if (options.prune && !pruneBlock) for (const name of plan.unreferenced) await bucket.remove(name);
  return named;
}
