/** The size of a section's heading and of a page's own title (the shortlist's): one scale for both. */
export const pageHeading = 'font-size:clamp(1.875rem, 4.5vw, 2.75rem);letter-spacing:-0.02em;';
