import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { absoluteUrl, canonicalUrl } from './urls.ts';

type JsonLd = Record<string, unknown>;

/**
 * schema.org description of the artist and the site, so search engines can show who the
 * artist is, where else they are and what they offer.
 */
export function artistJsonLd(config: SiteConfig): JsonLd {
  const { artist, meta, site } = config;
  const url = canonicalUrl(site.url);
  const artistId = `${url}#artist`;
  const place = artist.location ? { '@type': 'Place', name: artist.location } : undefined;
  const person = artist.kind === 'Person';
  const artistNode: JsonLd = {
    '@type': artist.kind,
    '@id': artistId,
    name: artist.name,
    url,
    image: absoluteUrl(meta.shareImage.src, site.url),
    description: meta.description,
    // jobTitle is a Person property; a MusicGroup is an Organization and has none.
    ...(person && artist.jobTitle ? { jobTitle: artist.jobTitle } : {}),
    ...(place ? { [person ? 'homeLocation' : 'location']: place } : {}),
    ...(artist.sameAs.length ? { sameAs: artist.sameAs } : {}),
    ...(artist.services.length
      ? {
          makesOffer: artist.services.map((service) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: service, provider: { '@id': artistId } },
          })),
        }
      : {}),
  };
  const website: JsonLd = {
    '@type': 'WebSite',
    '@id': `${url}#website`,
    url,
    name: meta.title,
    inLanguage: site.lang,
    about: { '@id': artistId },
  };
  return { '@context': 'https://schema.org', '@graph': [artistNode, website] };
}

const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a <script> element: escaping `<` keeps config text such as `</script>` from
 * closing the element early, whatever the artist wrote.
 */
export const serializeJsonLd = (data: JsonLd): string =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => unsafe[char] ?? char);
