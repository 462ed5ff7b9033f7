import { describe, expect, it } from 'vitest';
import { groupVersions, parseVersionName } from './versions.ts';

describe('parseVersionName', () => {
  it.each([
    ['Night Drive (Instrumental)', 'Night Drive', 'Instrumental'],
    ['Night Drive [Inst]', 'Night Drive', 'Instrumental'],
    ['Night Drive - 30s', 'Night Drive', '30 s cut'],
    ['Night Drive – Alt Mix', 'Night Drive', 'Alternate mix'],
    ['Night Drive_inst', 'Night Drive', 'Instrumental'],
    ['Night_Drive_60', 'Night Drive', '60 s cut'],
    ['Night Drive 60', 'Night Drive', '60 s cut'],
    ['Night Drive (0:15)', 'Night Drive', '15 s cut'],
    ['Night Drive - Underscore', 'Night Drive', 'Underscore'],
    ['Night Drive (No Drums)', 'Night Drive', 'No drums'],
    ['Night Drive (Full)', 'Night Drive', null],
    ['Night Drive - Sting', 'Night Drive', 'Sting'],
    ['Night Drive (Rain Remix)', 'Night Drive', 'Rain Remix'],
    ['Night Drive', 'Night Drive', null],
  ])('%s is %s, version %s', (name, cue, label) => {
    expect(parseVersionName(name)).toMatchObject({ cue, label });
  });
});

describe('groupVersions', () => {
  const items = (...bases: string[]) => bases.map((base) => ({ base }));

  it('groups the usual spellings of one cue under its main file, labels readable and unique', () => {
    const groups = groupVersions(
      items(
        'Night Drive',
        'Night Drive (Instrumental)',
        'Night Drive - 30s',
        'Night Drive_inst',
        'Night Drive 60',
        'Golden Hour',
      ),
    );
    expect(
      groups.map((g) => ({ cue: g.cue, main: g.main.base, versions: g.versions.map((v) => [v.label, v.item.base]) })),
    ).toEqual([
      {
        cue: 'Night Drive',
        main: 'Night Drive',
        versions: [
          ['Instrumental', 'Night Drive (Instrumental)'],
          ['30 s cut', 'Night Drive - 30s'],
          ['Instrumental 2', 'Night Drive_inst'],
          ['60 s cut', 'Night Drive 60'],
        ],
      },
      { cue: 'Golden Hour', main: 'Golden Hour', versions: [] },
    ]);
  });

  it('keeps a trailing number or word as part of the title unless that bare title is a cue too', () => {
    expect(groupVersions(items('Route 66', 'Summer 30')).map((g) => g.cue)).toEqual(['Route 66', 'Summer 30']);
    expect(groupVersions(items('Summer 30'), ['Summer']).map((g) => [g.cue, g.versions.length, g.mainLabel])).toEqual([
      ['Summer', 0, '30 s cut'],
    ]);
  });

  it('takes the first file as the main when every file of a cue has a version, and says which label it had', () => {
    const [group] = groupVersions(items('Blue (Instrumental)', 'Blue - 30s'));
    expect([group?.cue, group?.main.base, group?.mainLabel, group?.versions.map((v) => v.label)]).toEqual([
      'Blue',
      'Blue (Instrumental)',
      'Instrumental',
      ['30 s cut'],
    ]);
  });

  it('lets the sheet override the title and version a name gives', () => {
    const groups = groupVersions(items('ND_master_v3', 'ND_clean_v3'), [], (item) =>
      item.base === 'ND_master_v3' ? { cue: 'Night Drive', label: null } : { cue: 'Night Drive', label: 'Clean' },
    );
    expect(groups.map((g) => [g.cue, g.main.base, g.versions.map((v) => v.label)])).toEqual([
      ['Night Drive', 'ND_master_v3', ['Clean']],
    ]);
  });
});
