/**
 * The parts of the licence pages' shells that their islands fill: the key in code, the `data-part`
 * in the page. The TSX marks each element from these maps and the island finds them through them
 * (`parts()`, src/islands/parts.ts), so the two cannot drift apart.
 */

/** What LicenceShell draws for both pages: the header that is busy until the answer, the failure notice. */
export const SHELL_PARTS = {
  header: 'header',
  failed: 'failed',
} as const;

/** The licence once issued (IssuedLicence.tsx), as the quote page and the paid page both show it. */
export const ISSUED_PARTS = {
  accepted: 'accepted',
  acceptedNote: 'accepted-note',
  acceptedTitle: 'accepted-title',
  acceptedText: 'accepted-text',
  pdfLink: 'pdf-link',
  verifyLink: 'verify-link',
  files: 'files',
  fileList: 'file-list',
  filesUntil: 'files-until',
  filesEnded: 'files-ended',
} as const;

/** A quote's page (LicencePage), filled by LicenceQuote.island.ts. */
export const QUOTE_PARTS = {
  ...SHELL_PARTS,
  title: 'title',
  for: 'for',
  fee: 'fee',
  expires: 'expires',
  note: 'note',
  unavailable: 'unavailable',
  unavailableText: 'unavailable-text',
  body: 'body',
  facts: 'facts',
  granted: 'granted',
  notGranted: 'not-granted',
  clauses: 'clauses',
  ...ISSUED_PARTS,
  filesComing: 'files-coming',
  form: 'form',
  refused: 'refused',
} as const;

/** A licence's verification page (LicenceVerifyPage), filled by LicenceVerify.island.ts. */
export const VERIFY_PARTS = {
  ...SHELL_PARTS,
  verdict: 'verdict',
  facts: 'facts',
  note: 'note',
} as const;

/** Where Stripe Checkout returns a buyer (LicencePaidPage), filled by LicencePaid.island.ts. */
export const PAID_PARTS = {
  ...SHELL_PARTS,
  title: 'title',
  status: 'status',
  backQuote: 'back-quote',
  backTrack: 'back-track',
  ...ISSUED_PARTS,
} as const;
