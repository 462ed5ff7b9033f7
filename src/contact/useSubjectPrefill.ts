import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const SUBJECT_PARAM = 'subject';

/**
 * Watches the address for a `subject` parameter (set by the pre-fill buttons, a shared link or
 * a click made before the page hydrated). `delayMs` after the navigation it hands the subject
 * to the form and takes the parameter out of the address, keeping the path, other parameters
 * and the hash, without adding a history entry.
 */
export function useSubjectPrefill(delayMs: number, onSubject: (subject: string) => void): void {
  const { pathname, search, hash, key } = useLocation();
  const navigate = useNavigate();
  const apply = useEffectEvent(onSubject);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const subject = params.get(SUBJECT_PARAM);
    if (subject === null) return;
    const timer = setTimeout(() => {
      apply(subject);
      params.delete(SUBJECT_PARAM);
      const rest = params.toString();
      navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true });
    }, delayMs);
    return () => clearTimeout(timer);
    // `key` re-arms the timer when the same address is navigated to again.
  }, [pathname, search, hash, key, delayMs, navigate]);
}
