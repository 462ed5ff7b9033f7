import { describe, expect, it } from 'vitest';
import { collectAudioFacts } from '../config/audio-check.ts';
import { resolveConfigPath } from '../config/config-path.ts';
import { readConfigSource, siteConfigFromSource } from '../config/load-config.ts';
import { definitionFor } from '../../src/sections/registry.ts';
import { renderCards } from './render-cards.ts';
import { selectTracks } from './select.ts';

const file = resolveConfigPath();
const source = await readConfigSource(file);
const config = siteConfigFromSource(source, file);
const { facts } = await collectAudioFacts(config, source, file);
const candidates = config.sections.flatMap((section) => definitionFor(section)?.offeredTracks?.(section, facts) ?? []);

describe("a shortlist's cards, rendered when it is created", () => {
  // A Vite build of the server entry: some 5 s on a quiet 2-core machine, more beside a CI run.
  it('are the catalog’s cards with the site’s style rules, each player an island woken by a touch, naming the shortlist', async () => {
    const tracks = selectTracks(candidates, [{ id: 'slow-burn', version: 'Instrumental' }, { id: 'golden-hour' }]);
    const html = await renderCards({ config, facts }, tracks, { id: 'k3v9x2ab', downloads: false });
    const [, names] = /^<style data-cs-prerendered="([\w ]+)">/.exec(html) ?? [];
    // Every class the markup uses has its rule in the tags before it.
    const used = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')));
    expect(
      [...used].filter((name) => name.startsWith('cs-') && !html.includes(`.${name}{`) && !html.includes(`.${name} `)),
    ).toEqual([]);
    expect(names!.split(' ').length).toBeGreaterThan(5);
    // An unlisted track too, in the order asked, with only the versions offered.
    expect([...html.matchAll(/<li id="shortlist-([\w-]+)" data-track/g)].map((match) => match[1])).toEqual([
      'slow-burn',
      'golden-hour',
    ]);
    const islands = [
      ...html.matchAll(
        /<is-land type="react" on:interaction="[^"]+" data-island="ShortlistPlayer" data-key="(s\d+)" data-props="([^"]+)"/g,
      ),
    ];
    expect(islands.map((match) => match[1])).toEqual(['s0', 's1']);
    const props = JSON.parse(islands[0]![2]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<
      string,
      unknown
    >;
    expect(props).toMatchObject({
      title: 'Slow Burn',
      download: false,
      versions: [{ label: 'Instrumental', src: '/audio/slow-burn-inst.mp3' }],
      licenceHrefs: ['/?track=Slow+Burn&version=Instrumental&shortlist=k3v9x2ab#contact'],
      inPlace: false,
      report: { track: 'slow-burn', versions: ['Instrumental'] },
    });
    expect(html).not.toContain('/audio/slow-burn.mp3');
    // No downloads offered: no download link in any player.
    expect(html).not.toMatch(/<a [^>]*download/);
    // The prerendered player inside: its play button and the waveform drawn at creation.
    expect(html).toContain('aria-label="Play Slow Burn"');
    expect(html).toMatch(/<svg [^>]*viewBox="0 0 \d+ 80"/);
  }, 60_000);
});
