/** Tells a developer which address was asked for: the 404 page's one island, with no markup. */
export default function notFoundLog(): void {
  console.error(`Page not found: ${window.location.pathname}`);
}
