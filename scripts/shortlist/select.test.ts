import { describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import type { CatalogSection } from '../../functions/src/contract/site-config.generated.ts';
import { offeredTracks } from '../../src/sections/catalog/offered-tracks.ts';
import { loadSiteConfig } from '../config/load-config.ts';
import { selectTracks } from './select.ts';

const config = await loadSiteConfig();
const section = structuredClone(config.sections.find((s): s is CatalogSection => s.type === 'catalog')!);
section.tracks.find((track) => track.id === 'slow-burn')!.listed = false;
// Lengths as the build reads them from the files; one version left without, as https audio is.
const facts = Object.fromEntries(
  section.tracks
    .flatMap((track) => [track.audio, ...track.versions.map((v) => v.audio)])
    .map((audio) => [audio, { duration: 120.5, peaks: [] }]),
);
delete facts['/audio/golden-hour-30.mp3'];
const candidates = offeredTracks(section, facts);

describe('choosing a shortlist’s tracks from the site', () => {
  it('takes unlisted tracks too, with the versions asked for and their lengths', () => {
    const [slowBurn, nightDrive] = selectTracks(candidates, [
      { id: 'slow-burn', version: 'Instrumental' },
      { id: 'night-drive' },
    ]);
    expect(slowBurn).toMatchObject({
      id: 'slow-burn',
      title: 'Slow Burn',
      versions: [
        { key: 'Instrumental', label: 'Instrumental', audio: '/audio/slow-burn-inst.mp3', durationSeconds: 120.5 },
      ],
    });
    expect(nightDrive?.versions.map((version) => version.key)).toEqual([
      'main',
      ...section.tracks[0]!.versions.map((v) => v.label),
    ]);
  });

  it('merges versions of one track asked for one by one, and accepts the main version by name', () => {
    const [track] = selectTracks(candidates, [
      { id: 'slow-burn', version: 'Main' },
      { id: 'slow-burn', version: 'Instrumental' },
    ]);
    expect(track?.versions.map((version) => version.key)).toEqual(['main', 'Instrumental']);
  });

  it('names every unknown id and version at once', () => {
    expect(() => selectTracks(candidates, [{ id: 'night-drvie' }, { id: 'slow-burn', version: 'Acapella' }])).toThrow(
      /track "night-drvie" is not in the site's catalog \(site.config.yaml\); its tracks are: night-drive, golden-hour, .*\ntrack "slow-burn" has no version "Acapella"; its versions are: main, Instrumental/,
    );
  });

  it('refuses a version whose length is unknown, since listening could not be checked', () => {
    expect(() => selectTracks(candidates, [{ id: 'golden-hour' }])).toThrow(
      'track "golden-hour" version "30 s cut": its length is unknown',
    );
  });

  it('refuses a version labelled like the main version’s key, which would mix their figures', () => {
    const clash = structuredClone(candidates);
    clash[0]!.versions.push({ key: 'main', label: 'main', audio: '/audio/x.mp3', durationSeconds: 3 });
    expect(() => selectTracks(clash, [{ id: clash[0]!.id }])).toThrow(
      `track "${clash[0]!.id}" has a version labelled "main"`,
    );
  });
});
