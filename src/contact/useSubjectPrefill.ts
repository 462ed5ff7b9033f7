import { useEffect, useEffectEvent } from 'react';
import { NAVIGATE_EVENT, SUBJECT_PARAM } from './prefill';

/**
 * Watches the address for a `subject` parameter (set by the pre-fill buttons, a shared link or
 * a press made before the form was live). `delayMs` after the navigation (or after the form
 * came alive, if the address already held one) it hands the subject to the form and takes the
 * parameter out of the address, keeping the path, other parameters and the hash, without adding
 * a history entry.
 */
export function useSubjectPrefill(delayMs: number, onSubject: (subject: string) => void): void {
  const apply = useEffectEvent(onSubject);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      const params = new URLSearchParams(window.location.search);
      const subject = params.get(SUBJECT_PARAM);
      if (subject === null) return;
      timer = setTimeout(() => {
        apply(subject);
        params.delete(SUBJECT_PARAM);
        const rest = params.toString();
        history.replaceState(history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
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
  }, [delayMs]);
}
