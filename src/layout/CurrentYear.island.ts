/**
 * The copyright year: the page holds the build's; once the footer is seen, the visitor's own,
 * should the year have turned since the build.
 */
export default function currentYear(_props: object, island: HTMLElement): void {
  const year = String(new Date().getFullYear());
  if (island.textContent !== year) island.textContent = year;
}
