/** A number as the page's language writes it: 5,000 in English, 5 000 in French. */
export const localNumber = (n: number): string => n.toLocaleString(document.documentElement.lang || undefined);
