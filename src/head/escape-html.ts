const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values written into hand-built HTML. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
