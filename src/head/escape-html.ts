const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values written into hand-built HTML, and XML (the sitemap): `&#39;` is both's, where `&apos;` is not HTML 4's. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
