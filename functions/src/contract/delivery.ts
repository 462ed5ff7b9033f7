/**
 * The files an accepted licence delivers: the licensed version's master and the track's stems,
 * named in the catalog's delivery folder (`delivery: { folder }` on the catalog section,
 * `delivery: { master, stems }` on a track, `delivery: { master }` on a version). `npm run licence
 * -- quote` reads each file when it makes the quote and records it in the offer, so the terms the
 * buyer accepts (and the PDF) name the exact bytes; `npm run deploy` uploads them to Cloud Storage
 * under DELIVERY_PREFIX by checksum; the deliveryFile function answers `/l/file/<token>/<name>`.
 */

/** A licensed file as the quote records it. */
export interface DeliveredFile {
  /** The name the link and the download give it: the file's own name, unique within a quote. */
  name: string;
  /** The licensed version's master, or one of the track's stems. */
  kind: 'master' | 'stems';
  /** Its path inside the delivery folder, with forward slashes (the local stack streams it from there). */
  path: string;
  bytes: number;
  /** Hex SHA-256 of its bytes: the checksum on the licence and the Storage object's name. */
  sha256: string;
}

/** Storage objects under this prefix are read by the function alone: storage.rules deny every client. */
export const DELIVERY_PREFIX = 'delivery/';

/** Content-addressed: a changed master is a new object, and a licence keeps the bytes it names. */
export const deliveryObjectName = (file: Pick<DeliveredFile, 'sha256'>): string => `${DELIVERY_PREFIX}${file.sha256}`;

/** The download address on the site: `/l/file/<the quote's token>/<file name>`, rewritten to the deliveryFile function. */
export const DELIVERY_PATH = '/l/file';
export const deliveryPathOf = (token: string, file: Pick<DeliveredFile, 'name'>): string =>
  `${DELIVERY_PATH}/${token}/${encodeURIComponent(file.name)}`;

/** Days after acceptance the links work, unless `licensing.delivery.days` says otherwise. */
export const DEFAULT_DELIVERY_DAYS = 30;
export const deliveryEndsAt = (acceptedAt: number, days: number): number => acceptedAt + days * 24 * 60 * 60 * 1000;

/** The longest the signed Storage address a download is redirected to stays valid: it cannot be taken back once given, so it is short. */
export const SIGNED_URL_SECONDS = 5 * 60;

/** Downloads counted on the stored quote (StoredQuote.downloads), by the file's checksum: a map key Firestore takes as it is. */
export interface DownloadCount {
  count: number;
  /** Milliseconds since the epoch, the server's clock. */
  lastAt: number;
}
export type Downloads = Record<string, DownloadCount>;
