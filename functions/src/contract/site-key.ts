/**
 * The key a project's one site stores its shortlists, quotes, licences and messages under. One
 * site today; when a project serves a roster, each of its sites keeps its data under its own
 * name, and the functions answer only the site that called (private-links/called-site.ts).
 */
export const DEFAULT_SITE = 'default';
