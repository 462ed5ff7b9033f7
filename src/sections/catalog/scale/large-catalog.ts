import { parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { iswcCheckDigit } from '../rights.ts';

/** Five digits of a designation code, as ISRC and ISWC numbers want them. */
const digits = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The config's text with its catalog grown to `count` tracks: copies of its own tracks with
 * their own ids, titles, valid and distinct ISRCs and ISWCs, and the `audio` files given
 * (each version takes the next ones), else their own. For measuring how the site scales, never for shipping.
 */
export function withLargeCatalog(source: string, count: number, audio: readonly string[] = []): string {
  const doc = parseDocument(source);
  const sections = doc.get('sections') as YAMLSeq<YAMLMap>;
  const catalog = sections.items.find((section) => section.get('type') === 'catalog');
  if (!catalog) throw new Error('the config has no catalog section to grow');
  const tracks = catalog.get('tracks') as YAMLSeq<YAMLMap>;
  const originals = tracks.items.map((track) => track.toJSON() as Record<string, unknown> & { rights: Record<string, unknown> });
  const grown = Array.from({ length: count }, (_, i) => {
    const base = originals[i % originals.length];
    const n = i + 1;
    const versions = (base.versions ?? []) as Record<string, unknown>[];
    const own = audio.length ? { audio: audio[i % audio.length], versions: versions.map((version, v) => ({ ...version, audio: audio[(i + 1 + v) % audio.length] })) } : {};
    if (i < originals.length) return { ...base, ...own };
    const iswc = digits(100_000_000 + n, 9);
    return {
      ...base,
      ...own,
      id: `${base.id}-${n}`,
      title: `${base.title} ${n}`,
      bpm: 60 + (n % 90),
      rights: { ...base.rights, isrc: `US-MK1-26-${digits(n, 5)}`, iswc: `T-${iswc.slice(0, 3)}.${iswc.slice(3, 6)}.${iswc.slice(6)}-${iswcCheckDigit(iswc)}` },
    };
  });
  // Shared objects would otherwise become YAML anchors and aliases, which no hand-written catalog has.
  catalog.set('tracks', doc.createNode(grown, { aliasDuplicateObjects: false }));
  return doc.toString({ lineWidth: 0 });
}
