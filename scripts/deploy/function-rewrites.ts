/** A Hosting rewrite to a function, as firebase.json writes it. */
interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
}

type HostingBlock = { rewrites?: Rewrite[] } & Record<string, unknown>;

/**
 * firebase.json with every Hosting rewrite to a function pointed at the region the function is
 * deployed to (`contact.region`): a rewrite names none by default, and Hosting then looks for the
 * function in us-central1, so the shortlist page's calls would find nothing anywhere else.
 */
export function withFunctionRegion<T extends { hosting?: HostingBlock | HostingBlock[] }>(
  firebaseJson: T,
  region: string,
): T {
  const point = (hosting: HostingBlock): HostingBlock => ({
    ...hosting,
    ...(hosting.rewrites && {
      rewrites: hosting.rewrites.map((rewrite) =>
        rewrite.function ? { ...rewrite, function: { ...rewrite.function, region } } : rewrite,
      ),
    }),
  });
  if (firebaseJson.hosting === undefined) return firebaseJson;
  return {
    ...firebaseJson,
    hosting: Array.isArray(firebaseJson.hosting) ? firebaseJson.hosting.map(point) : point(firebaseJson.hosting),
  };
}
