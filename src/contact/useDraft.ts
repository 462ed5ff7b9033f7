import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { readDraft, removeDraft, writeDraft, type Draft } from './draft-storage.ts';

const SAVE_DELAY_MS = 400;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the form's draft in sessionStorage so a reload or a stray navigation loses nothing.
 * The draft is read after hydration (the server has no storage and must render empty fields),
 * and the render that reads it writes nothing, so the empty first render can't erase it.
 */
export function useDraft(key: string, draft: Draft, onRestore: (draft: Draft) => void): { clearDraft: () => void } {
  const readFor = useRef<string | null>(null);
  const restore = useEffectEvent(onRestore);
  // The debounce must not cost the last keystrokes when the visitor reloads or leaves.
  const flush = useEffectEvent(() => writeDraft(sessionStore(), key, draft));

  useEffect(() => {
    if (readFor.current !== key) {
      readFor.current = key;
      const saved = readDraft(sessionStore(), key);
      if (saved) {
        restore(saved);
        return;
      }
    }
    const timer = setTimeout(() => writeDraft(sessionStore(), key, draft), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, draft]);

  useEffect(() => {
    const onPageHide = (): void => {
      if (readFor.current !== null) flush();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  const clearDraft = useCallback(() => removeDraft(sessionStore(), key), [key]);
  return { clearDraft };
}
