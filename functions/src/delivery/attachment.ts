/**
 * The Content-Disposition of a download: `attachment`, with the file's own name. A name in plain
 * ASCII goes in `filename` as it is; any other also goes in `filename*` (RFC 6266, with RFC 5987's
 * UTF-8 encoding), which every current browser prefers, after an ASCII stand-in for the others.
 */
export function attachmentDisposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  if (plain === name) return `attachment; filename="${name}"`;
  // encodeURIComponent leaves ' ( ) * alone, which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

/** What a delivered file is, by its extension: what masters and stems are delivered as; anything else as bytes. */
const MEDIA_TYPES: Record<string, string> = {
  wav: 'audio/wav',
  wave: 'audio/wav',
  aif: 'audio/aiff',
  aiff: 'audio/aiff',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  zip: 'application/zip',
};

export function mediaTypeOf(name: string): string {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return MEDIA_TYPES[extension] ?? 'application/octet-stream';
}
