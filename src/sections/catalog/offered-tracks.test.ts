import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../../../scripts/config/load-config.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { withHeardTracks } from './heard-tracks.ts';
import { offeredTracks } from './offered-tracks.ts';

const config = await loadSiteConfig();
const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;

describe('the tracks a shortlist stores', () => {
  it('keep each version’s waveform for the page’s seek bar, and none where the build read no file', () => {
    const golden = section.tracks.find((track) => track.id === 'golden-hour')!;
    const facts = { [golden.audio]: { duration: 40, peaks: [0.1, 0.9, 0.4] } };
    const [stored] = offeredTracks({ ...section, tracks: [golden] }, facts);
    expect(stored!.versions[0]).toMatchObject({ key: 'main', durationSeconds: 40, peaks: [0.1, 0.9, 0.4] });
    // Firestore takes no undefined field: a version without facts has no `peaks` key at all.
    expect(stored!.versions.slice(1).map((version) => 'peaks' in version)).toEqual(golden.versions.map(() => false));
  });

  it('keep each version’s energy curve and highlight for the card and its player, none where the build measured none', () => {
    const golden = section.tracks.find((track) => track.id === 'golden-hour')!;
    const energy = { curve: [10, 80, 40], step: 13.3, highlight: { start: 10, end: 40 }, level: 'medium' as const };
    const facts = { [golden.audio]: { duration: 40, peaks: [0.1], energy } };
    const [stored] = offeredTracks({ ...section, tracks: [golden] }, facts);
    // The level is a filter of the catalog's: a shortlist's card does not show it.
    expect(stored!.versions[0]!.energy).toEqual({ curve: [10, 80, 40], step: 13.3, highlight: { start: 10, end: 40 } });
    expect(stored!.versions.slice(1).map((version) => 'energy' in version)).toEqual(golden.versions.map(() => false));
  });

  it('keep what the card shows of the new fields, the AI disclosure that applies, and no undefined field', () => {
    const stored = offeredTracks(section, {});
    const golden = stored.find((track) => track.id === 'golden-hour')!;
    expect(golden).toMatchObject({
      keywords: ['product reveal', 'end card', 'feel good', 'sunshine'],
      language: 'en',
      ai: 'none',
      lyrics: expect.stringContaining('golden hour'),
    });
    expect(stored.find((track) => track.id === 'night-drive')!.ai).toEqual({
      production: 'assisted',
      tool: 'iZotope Ozone (mastering)',
    });
    for (const track of stored) expect(Object.values(track).some((value) => value === undefined)).toBe(false);
  });
});

describe('the tracks a shortlist stores, where the YAML gives no tempo or key', () => {
  it('keep what the build heard, and the mark that tells a free-time track from one nobody measured', () => {
    const [first, second] = section.tracks;
    const { bpm: _bpm, key: _key, ...untyped } = first!;
    const { bpm: _bpm2, key: _key2, ...drone } = second!;
    const facts = {
      [untyped.audio]: {
        duration: 40,
        peaks: [],
        tempo: { bpm: 95.6, confidence: 0.8 },
        key: { key: 'G minor', confidence: 0.7 },
      },
      [drone.audio]: {
        duration: 40,
        peaks: [],
        tempo: { bpm: null, confidence: 0.1 },
        key: { key: null, confidence: 0.05 },
      },
    };
    const heard = withHeardTracks({ ...section, tracks: [untyped, drone] } as CatalogSection, facts);
    const [keptUntyped, keptDrone] = offeredTracks(heard, facts);
    expect(keptUntyped).toMatchObject({
      bpm: 96,
      key: 'G minor',
      measured: { bpm: { confidence: 0.8 }, key: { confidence: 0.7 } },
    });
    expect(keptDrone).toMatchObject({ measured: { bpm: { confidence: 0.1 }, key: { confidence: 0.05 } } });
    expect(['bpm' in keptDrone!, 'key' in keptDrone!]).toEqual([false, false]);
  });
});
