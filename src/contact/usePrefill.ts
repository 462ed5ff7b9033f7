import { useEffect, useEffectEvent } from 'react';
import { NAVIGATE_EVENT } from './prefill.ts';

/**
 * Watches the address for pre-fill parameters (`subject` from the pre-fill buttons, `track`
 * and `version` from the catalog's licence links, a shared link or a press made before the
 * form was live). `delayMs` after the navigation (or after the form came alive, if the address
 * already held them) it hands those present to the form and takes them out of the address,
 * keeping the path, other parameters and the hash, without adding a history entry.
 */
export function usePrefill(
  delayMs: number,
  names: readonly string[],
  onFound: (found: Readonly<Record<string, string>>) => void,
): void {
  const apply = useEffectEvent(onFound);
  const key = names.join('\n');

  useEffect(() => {
    const wanted = key.split('\n');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      const params = new URLSearchParams(window.location.search);
      const found = Object.fromEntries(wanted.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])));
      if (Object.keys(found).length === 0) return;
      timer = setTimeout(() => {
        apply(found);
        for (const name of wanted) params.delete(name);
        const rest = params.toString();
        history.replaceState(
          history.state,
          '',
          `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
        );
      }, delayMs);
    };
    read();
    window.addEventListener(NAVIGATE_EVENT, read);
    window.addEventListener('popstate', read);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(NAVIGATE_EVENT, read);
      window.removeEventListener('popstate', read);
    };
  }, [delayMs, key]);
}
