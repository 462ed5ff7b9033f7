/** The element id of a track's card: prefixed with the section's id, so it never meets another section's. */
export const trackAnchor = (sectionId: string, trackId: string): string => `${sectionId}-${trackId}`;

/** The element id of a track page's list of the tracks that sound nearest: the target of every card's "more like this". */
export const likeAnchor = (sectionId: string): string => `${sectionId}-like`;
