import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../scripts/config/load-config';
import type { CatalogSection } from '../../config/site-config.generated';
import { shortlistTracks } from './shortlist-tracks';

const config = await loadSiteConfig();
const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;

describe('the tracks a shortlist stores', () => {
  it('keep each version’s waveform for the page’s seek bar, and none where the build read no file', () => {
    const golden = section.tracks.find((track) => track.id === 'golden-hour')!;
    const facts = { [golden.audio]: { duration: 40, peaks: [0.1, 0.9, 0.4] } };
    const [stored] = shortlistTracks({ ...section, tracks: [golden] }, facts);
    expect(stored!.versions[0]).toMatchObject({ key: 'main', durationSeconds: 40, peaks: [0.1, 0.9, 0.4] });
    // Firestore takes no undefined field: a version without facts has no `peaks` key at all.
    expect(stored!.versions.slice(1).map((version) => 'peaks' in version)).toEqual(golden.versions.map(() => false));
  });
});
