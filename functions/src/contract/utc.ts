/**
 * A moment as the kit's mails, pages and commands print it: in UTC whatever the reader's zone, so
 * a buyer, a licensor and a log agree on it. To the minute ("2026-11-26 09:53 UTC"), or to the
 * second where a record needs it (when a licence was accepted).
 */
export const utcMinute = (time: number): string => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
export const utcSecond = (time: number): string => `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
