// Without JavaScript the menu button cannot work, so small screens show the links inline
// instead; `scripting: none` keeps build and browser markup identical (no hydration switch).
export const noScript = '@media (scripting: none)';
