import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { editShipped as edit, place } from '../../../scripts/config/fixtures/shipped-edits.ts';
import { validateConfigSource } from '../../../scripts/config/load-config.ts';
import { invisibleShown } from '../../../functions/src/contract/invisible-text.ts';
import { HOSTILE_NAMES } from '../../../functions/src/contract/file-name.fixture.ts';
import { deliveryRules } from './delivery-rules.ts';

function report(source: string) {
  const result = validateConfigSource(source, '/tmp/site.yaml');
  const found = result.ok ? result.warnings : result.errors;
  return { ok: result.ok, lines: found.map((e) => `${e.line}:${e.column}: ${e.message}`) };
}

const GOLDEN = '- id: golden-hour';
/** The demo's Golden Hour with the given delivery, its Instrumental with the given master. */
const withDelivery = (delivery: string, instrumental = 'golden-hour-instrumental.wav') =>
  edit(
    '        delivery:\n          master: golden-hour.wav\n          stems: [golden-hour-stems.zip]\n',
    `        delivery: ${delivery}\n`,
    GOLDEN,
  ).replace('delivery: { master: golden-hour-instrumental.wav }', `delivery: { master: ${instrumental} }`);

describe("a track's delivery files, located in the config", () => {
  it('accepts a master, a version master and stems with names of their own', () => {
    expect(report(withDelivery('{ master: golden-hour.wav, stems: [golden-hour-stems.zip] }'))).toEqual({
      ok: true,
      lines: [],
    });
  });

  it('refuses a path out of the folder, at the path', () => {
    const source = withDelivery('{ master: ../golden-hour.wav }');
    expect(report(source)).toEqual({
      ok: false,
      lines: [
        `${place(source, '../golden-hour.wav', GOLDEN)}: delivery file '../golden-hour.wav': the path leads out of the delivery folder ('..'); put the file inside the folder and name it from there`,
      ],
    });
  });

  it('refuses a name with a control or direction character, as the schema and the rules say, and takes ..foo.wav', () => {
    for (const name of HOSTILE_NAMES) {
      const source = withDelivery(`{ master: ${JSON.stringify(`masters/${name}`)} }`);
      const found = report(source);
      expect(found.ok, JSON.stringify(name)).toBe(false);
      expect(found.lines, JSON.stringify(name)).toEqual([
        expect.stringMatching(/is not valid here: .*no control characters/) as unknown,
      ]);
      // The message shows the character as a code: a terminal would break the line or turn the text around.
      expect(invisibleShown(found.lines[0]!, 'terminal')).toBe(found.lines[0]);
    }
    // Each rule on its own, as it stands behind the schema's pattern.
    const section = {
      type: 'catalog',
      id: 'catalog',
      tracks: [{ id: 'a', delivery: { master: 'next\u0085line.wav' } }],
    };
    expect(deliveryRules(section, { index: 0, sections: [section], lineOf: () => 1 })).toEqual([
      {
        path: ['tracks', 0, 'delivery', 'master'],
        message:
          "delivery file 'next\\u{85}line.wav': the path holds U+0085, a control or direction character that no download link can carry: rename the file (or its folder) without it",
      },
    ]);
    expect(report(withDelivery('{ master: ..foo.wav, stems: [masters/..stems.zip] }'))).toEqual({
      ok: true,
      lines: [],
    });
  });

  it("refuses two files of one licence with one name, naming the version and the other's line", () => {
    const source = withDelivery(
      '{ master: a/golden-hour.wav, stems: [b/Golden-Hour.WAV] }',
      'golden-hour-instrumental.wav',
    );
    const stemLine = place(source, 'b/Golden-Hour.WAV', GOLDEN);
    const masterLine = Number(place(source, 'a/golden-hour.wav', GOLDEN).split(':')[0]);
    expect(report(source).lines).toEqual([
      `${stemLine}: a licence of the main version would deliver two files named 'Golden-Hour.WAV' (the other on line ${masterLine}); the buyer downloads each by its name: rename one`,
    ]);
    const version = withDelivery('{ stems: [golden-hour-instrumental.wav] }');
    const stem = place(version, 'golden-hour-instrumental.wav]', GOLDEN);
    const versionLine = place(version, 'golden-hour-instrumental.wav }', GOLDEN).split(':')[0];
    expect(report(version).lines).toEqual([
      `${stem}: a licence of 'Instrumental' would deliver two files named 'golden-hour-instrumental.wav' (the other on line ${versionLine}); the buyer downloads each by its name: rename one`,
    ]);
  });
});

describe('one delivery folder a site', () => {
  const context = (sections: Record<string, unknown>[], index: number) => ({ index, sections, lineOf: () => 7 });
  it('a second catalog may repeat the folder, not name another', () => {
    const first = { type: 'catalog', id: 'catalog', delivery: { folder: 'delivery' }, tracks: [] };
    const same = { type: 'catalog', id: 'more', delivery: { folder: 'delivery' }, tracks: [] };
    const other = { type: 'catalog', id: 'more', delivery: { folder: 'masters' }, tracks: [] };
    expect(deliveryRules(same, context([first, same], 1))).toEqual([]);
    expect(deliveryRules(other, context([first, other], 1))).toEqual([
      {
        path: ['delivery', 'folder'],
        message:
          "the delivery folder 'masters' differs from 'delivery' of the catalog 'catalog'; a site keeps its files in one folder: name the same one, or leave this one out",
      },
    ]);
  });
});
