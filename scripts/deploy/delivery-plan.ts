import { DELIVERY_PREFIX, deliveryObjectName, type DeliveredFile } from '../../functions/src/contract/delivery.ts';

/** A file a site names for delivery, read from its folder. */
export interface SiteFile extends Pick<DeliveredFile, 'path' | 'bytes' | 'sha256'> {
  site: string;
  /** Where it is on this machine. */
  onDisk: string;
}

export interface DeliveryPlan {
  /** One file for each object Storage lacks: two sites naming the same bytes upload them once. */
  upload: SiteFile[];
  /** Objects already there: content-addressed, so the same name is the same bytes. */
  present: number;
  /** Objects under delivery/ that no current file and no stored quote names: what --prune deletes. */
  unreferenced: string[];
}

/**
 * What a deploy does to the bucket's delivery/ objects, given what is there: upload what is new,
 * keep what is there, and find what nothing names any more. A stored quote's files are never
 * unreferenced: its buyer may download them after the master in the folder has changed.
 */
export function planDelivery(
  files: readonly SiteFile[],
  existing: ReadonlySet<string>,
  quoted: ReadonlySet<string>,
): DeliveryPlan {
  const wanted = new Map<string, SiteFile>();
  for (const file of files) if (!wanted.has(deliveryObjectName(file))) wanted.set(deliveryObjectName(file), file);
  const upload = [...wanted].filter(([name]) => !existing.has(name)).map(([, file]) => file);
  const kept = new Set([...wanted.keys(), ...[...quoted].map((sha256) => deliveryObjectName({ sha256 }))]);
  const unreferenced = [...existing].filter((name) => name.startsWith(DELIVERY_PREFIX) && !kept.has(name)).sort();
  return { upload, present: wanted.size - upload.length, unreferenced };
}
