import type { OfferedTrack } from '../../functions/src/contract/offered-track.ts';
import { definitionFor } from '../../src/sections/registry.ts';
import { collectAudioFacts } from '../config/audio-check.ts';
import { withHeard } from '../config/heard-config.ts';
import { readConfigSource, siteConfigFromSource } from '../config/load-config.ts';

/** Every track the site's sections offer to shortlists and quotes, with lengths read from the files (cached by the build). */
export async function siteTracks(file: string) {
  const source = await readConfigSource(file);
  const written = siteConfigFromSource(source, file);
  const { facts } = await collectAudioFacts(written, source, file);
  const config = withHeard(written, facts);
  const tracks: OfferedTrack[] = config.sections.flatMap(
    (section) => definitionFor(section)?.offeredTracks?.(section, facts) ?? [],
  );
  return { site: { config, facts }, tracks };
}
