/** A file of the build's, read as JSON; a status other than 2xx is an error naming the address. */
export async function fetchJson<T>(address: string): Promise<T> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address}: ${response.status}`);
  return (await response.json()) as T;
}

/** A load started the first time it is asked for and shared after; one that failed is tried again at the next ask: the connection may be back. */
export function once<T>(start: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      loading = start();
      loading.catch(() => (loading = null));
    }
    return loading;
  };
}
