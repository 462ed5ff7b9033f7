/**
 * Where the Firestore database is created. Firestore's location is fixed for the database's life
 * and firebase-tools creates a missing one in nam5 (US) unless firebase.json names another, so
 * an EU artist's messages would sit in the US for good.
 */

// Firestore's regional locations (https://firebase.google.com/docs/firestore/locations).
const REGIONAL = new Set([
  'northamerica-northeast1',
  'northamerica-northeast2',
  'northamerica-south1',
  'southamerica-east1',
  'southamerica-west1',
  'us-central1',
  'us-east1',
  'us-east4',
  'us-east5',
  'us-south1',
  'us-west1',
  'us-west2',
  'us-west3',
  'us-west4',
  'europe-central2',
  'europe-north1',
  'europe-north2',
  'europe-southwest1',
  'europe-west1',
  'europe-west2',
  'europe-west3',
  'europe-west4',
  'europe-west6',
  'europe-west8',
  'europe-west9',
  'europe-west10',
  'europe-west12',
  'me-central1',
  'me-central2',
  'me-west1',
  'africa-south1',
  'asia-east1',
  'asia-east2',
  'asia-northeast1',
  'asia-northeast2',
  'asia-northeast3',
  'asia-south1',
  'asia-south2',
  'asia-southeast1',
  'asia-southeast2',
  'australia-southeast1',
  'australia-southeast2',
]);

/** The multi-region on the same continent, for a function region Firestore has no regional location in. */
const MULTI_REGION: ReadonlyArray<[RegExp, string]> = [
  [/^(us|northamerica)-/, 'nam5'],
  [/^europe-/, 'eur3'],
];

/** The configured location, else the function's region where Firestore offers it, else the continent's multi-region. */
export function firestoreLocation(contact: { region: string; firestoreLocation?: string | undefined }): string {
  if (contact.firestoreLocation) return contact.firestoreLocation;
  if (REGIONAL.has(contact.region)) return contact.region;
  const multi = MULTI_REGION.find(([prefix]) => prefix.test(contact.region));
  if (multi) return multi[1];
  throw new Error(
    `Firestore has no location in or near contact.region "${contact.region}" that Cuesheet knows of: ` +
      'set contact.firestoreLocation in site.config.yaml (see https://firebase.google.com/docs/firestore/locations).',
  );
}
