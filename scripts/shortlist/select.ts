import { CommandError } from '../cli/command.ts';
import { MAIN_VERSION, type OfferedTrack } from '../../functions/src/contract/offered-track.ts';
import type { StoredTrack, StoredVersion } from '../../functions/src/contract/shortlist-model.ts';
import type { TrackArg } from '../private-links/args.ts';

/** Songkeeper's limit, and more than a pitch needs: a supervisor listens to five, not fifty. */
export const MAX_TRACKS = 50;

/**
 * The tracks a shortlist offers, in the order asked, from the site's tracks (listed or not).
 * Every problem is reported at once, naming the id or version, so nothing is written until the
 * whole list is right.
 */
export function selectTracks(candidates: readonly OfferedTrack[], asked: readonly TrackArg[]): StoredTrack[] {
  const problems: string[] = [];
  const chosen = new Map<string, { track: OfferedTrack; versions: Set<string> | 'all' }>();
  for (const { id, version } of asked) {
    const track = candidates.find((candidate) => candidate.id === id);
    if (!track) {
      problems.push(
        `track "${id}" is not in the site's catalog (site.config.yaml); its tracks are: ${candidates.map((c) => c.id).join(', ')}`,
      );
      continue;
    }
    if (track.versions.filter((candidate) => candidate.key === MAIN_VERSION).length > 1) {
      problems.push(
        `track "${id}" has a version labelled "${MAIN_VERSION}", the name shortlists give its main version; rename that version in site.config.yaml`,
      );
      continue;
    }
    const entry = chosen.get(id) ?? { track, versions: new Set<string>() };
    chosen.set(id, entry);
    if (version === undefined) {
      entry.versions = 'all';
      continue;
    }
    const found = track.versions.find((candidate) => candidate.key === version || candidate.label === version);
    if (!found) {
      problems.push(
        `track "${id}" has no version "${version}"; its versions are: ${track.versions.map((v) => v.key).join(', ')}`,
      );
      continue;
    }
    if (entry.versions !== 'all') entry.versions.add(found.key);
  }
  if (chosen.size > MAX_TRACKS) problems.push(`a shortlist holds at most ${MAX_TRACKS} tracks, not ${chosen.size}`);
  const tracks = [...chosen.values()].map(({ track, versions }) => {
    const offered = track.versions.filter((version) => versions === 'all' || versions.has(version.key));
    const stored: StoredVersion[] = [];
    for (const version of offered) {
      if (version.durationSeconds === null) {
        problems.push(
          `track "${track.id}" version "${version.key}": its length is unknown (${version.audio} is not a file under public/), so listening can't be checked; use a local MP3`,
        );
      } else {
        stored.push({ ...version, durationSeconds: version.durationSeconds });
      }
    }
    return { ...track, versions: stored };
  });
  if (problems.length) throw new CommandError(problems.join('\n'));
  return tracks;
}
