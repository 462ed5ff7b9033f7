import type { DeliveredFile } from '../../functions/src/contract/delivery.ts';

const MB = 1_000_000;

/** A delivered file for a terminal: name, kind, size and the start of its checksum. */
export const fileLine = (file: DeliveredFile): string =>
  `${file.name} (${file.kind}, ${file.bytes >= MB ? `${(file.bytes / MB).toFixed(1)} MB` : `${file.bytes} bytes`}, SHA-256 ${file.sha256.slice(0, 12)}…)`;
