/**
 * Legal links whose target is still '#' keep their href (they stay links a keyboard reaches)
 * but must not jump to the top. Handled by the entry script, by delegation, so no island (and
 * no React) is needed for them.
 */
export const NOWHERE_ATTRIBUTE = 'data-nowhere';

export function keepNowhereLinksPut(): void {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`a[${NOWHERE_ATTRIBUTE}]`)) event.preventDefault();
  });
}
