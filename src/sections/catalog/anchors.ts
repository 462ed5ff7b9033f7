/** The element id of a track's card: prefixed with the section's id, so it never meets another section's. */
export const trackAnchor = (sectionId: string, trackId: string): string => `${sectionId}-${trackId}`;
