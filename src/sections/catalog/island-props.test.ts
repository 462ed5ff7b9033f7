import { SEARCH_LABELS } from './search/search-props.ts';
import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../../../scripts/config/load-config.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { playerProps, searchProps, shortlistPlayerProps } from './island-props.ts';
import { offeredTracks } from './offered-tracks.ts';

const config = await loadSiteConfig();
const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
const goldenHour = section.tracks.find((track) => track.id === 'golden-hour')!;

describe("the catalog islands' props", () => {
  it('give the player only what it reads: the versions with their lengths, highlights and licence links, and its labels', () => {
    const energy = { curve: [10, 80, 40], step: 13.2, highlight: { start: 9.87, end: 39.6 }, level: 'high' as const };
    const facts = {
      '/audio/golden-hour.mp3': { duration: 39.6, peaks: [0.5], energy },
      '/audio/golden-hour-inst.mp3': { duration: 39.5, peaks: [0.5] },
    };
    const props = playerProps(goldenHour, {
      labels: section.labels,
      artist: 'Marlowe Kane',
      facts,
      licenceHref: (version) => `#contact?v=${version}`,
      inPlace: true,
    });
    expect(props).toEqual({
      title: 'Golden Hour',
      download: true,
      artist: 'Marlowe Kane',
      versions: [
        // The highlight's start for "Jump to the peak", to a tenth of a second; the curve is markup, not props.
        { label: 'Main', src: '/audio/golden-hour.mp3', duration: 39.6, peak: 9.9 },
        { label: 'Instrumental', src: '/audio/golden-hour-inst.mp3', duration: 39.5 },
        // A file the build read nothing of (as an https one) has no length: 0.
        { label: '30 s cut', src: '/audio/golden-hour-30.mp3', duration: 0 },
      ],
      licenceHrefs: ['#contact?v=Main', '#contact?v=Instrumental', '#contact?v=30 s cut'],
      inPlace: true,
      labels: {
        play: 'Play {title}',
        pause: 'Pause {title}',
        seek: section.labels.seek,
        position: section.labels.position,
        versions: section.labels.versions,
        licence: 'License this track',
        download: 'Download preview',
        copyLink: 'Copy link',
        linkCopied: 'Link copied',
        jumpToPeak: 'Jump to the peak',
      },
    });
  });

  it('give a shortlist’s player the highlight its copy of the track keeps, for each version that has one', () => {
    const energy = { curve: [10, 80], step: 20, highlight: { start: 7.04, end: 37 }, level: 'low' as const };
    const [stored] = offeredTracks(
      { ...section, tracks: [goldenHour] },
      { [goldenHour.audio]: { duration: 40, peaks: [], energy } },
    );
    const track = { ...stored!, versions: stored!.versions.map((version) => ({ ...version, durationSeconds: 40 })) };
    const props = shortlistPlayerProps(track, { section, shortlist: { id: 's1', downloads: false } }, 'Marlowe Kane');
    expect(props.versions.map((version) => version.peak)).toEqual([7, undefined, undefined]);
    expect(props.labels.jumpToPeak).toBe('Jump to the peak');
    // A cue that peaks from its first second (30 s or less is its own highlight) offers no jump.
    const fromStart = { ...energy, highlight: { start: 0.4, end: 30 } };
    const [short] = offeredTracks(
      { ...section, tracks: [goldenHour] },
      { [goldenHour.audio]: { duration: 30, peaks: [], energy: fromStart } },
    );
    const shortTrack = { ...short!, versions: short!.versions.map((version) => ({ ...version, durationSeconds: 30 })) };
    const where = { section, shortlist: { id: 's1', downloads: false } };
    expect(shortlistPlayerProps(shortTrack, where, 'Marlowe Kane').versions[0]!.peak).toBeUndefined();
  });

  it('give the search form the choices the listed tracks offer, and its script the page’s parts and its labels only', () => {
    const tracks = section.tracks.slice(0, 2);
    const where = {
      listId: 'catalog-tracks',
      pagerId: null,
      moreId: 'catalog-more',
      searchFile: '/catalog.search.json',
      searchFolder: '/catalog.search',
      cardFile: '/catalog.cards/{id}.html',
      soundFile: '/catalog.sound.json',
    };
    const { form, island } = searchProps(tracks, section.labels, where);
    expect(form).toMatchObject({ bpmMin: 92, bpmMax: 118, total: 2 });
    expect(form.moods).toEqual([...new Set(tracks.flatMap((t) => t.moods))].sort((a, b) => a.localeCompare(b)));
    expect(form.genres).toEqual(['Advertising', 'Cinematic', 'Electronic', 'Pop']);
    expect(island).toMatchObject({ ...where, total: 2 });
    expect(Object.keys(island.labels).sort()).toEqual([...SEARCH_LABELS].sort());
    expect(form.byFile).toBe(true);
  });
});
