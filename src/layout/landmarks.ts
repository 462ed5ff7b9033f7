/** The id of the page's `<main>`: the skip link's target and where "scroll to top" puts focus. */
export const MAIN_ID = 'main';
