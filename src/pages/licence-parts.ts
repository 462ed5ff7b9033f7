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
