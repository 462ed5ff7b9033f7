/**
 * The subject pre-fill: buttons elsewhere on the page are links to `?subject=…#contact`, so they
 * work without JavaScript (a full load, the form reads the address). With the entry script they
 * change the address in place instead, scroll to the target and announce the navigation; the
 * form (usePrefill) re-reads the address when it hears of it.
 */
export const SUBJECT_PARAM = 'subject';
/** A licence request for a catalog track: `?track=<title>&version=<version label>#contact`. */
export const TRACK_PARAM = 'track';
export const VERSION_PARAM = 'version';
/** …and, from a shortlist's page, `&shortlist=<id>`: the request names the shortlist. */
export const SHORTLIST_PARAM = 'shortlist';
export const PREFILL_ATTRIBUTE = 'data-prefill';
export const NAVIGATE_EVENT = 'cuesheet:navigate';

export function prefillHref(subject: string, target: string): string {
  return `?${SUBJECT_PARAM}=${encodeURIComponent(subject)}#${target}`;
}

/** The link of a "License this track" action: the form opens its licence request with these filled in. */
export function licenceHref(target: string, track: string, version?: string, shortlist?: string): string {
  const params = new URLSearchParams({
    [TRACK_PARAM]: track,
    ...(version !== undefined && { [VERSION_PARAM]: version }),
    ...(shortlist !== undefined && { [SHORTLIST_PARAM]: shortlist }),
  });
  return `?${params}#${target}`;
}

function follow(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link =
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${PREFILL_ATTRIBUTE}]`) : null;
  if (!link) return;
  event.preventDefault();
  const url = new URL(link.href);
  history.pushState(null, '', url);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
  if (!target) return;
  // Smooth or instant as the page's scroll-behavior says, which follows prefers-reduced-motion.
  target.scrollIntoView();
  // Continue keyboard navigation from the target, as a followed in-page link would.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function followPrefillLinks(): void {
  document.addEventListener('click', follow);
}
