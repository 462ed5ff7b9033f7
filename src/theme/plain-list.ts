/**
 * For lists drawn as grids, rows or chips: still a list to screen readers, with the browser's
 * bullets and indent taken off so the layout around it decides the spacing.
 */
export const plainList = 'margin:0;padding:0;list-style:none;';
