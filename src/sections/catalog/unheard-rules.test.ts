import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { editShipped as edit, place } from '../../../scripts/config/fixtures/shipped-edits.ts';
import { validateConfigSource } from '../../../scripts/config/load-config.ts';

function report(source: string) {
  const result = validateConfigSource(source, '/tmp/site.yaml');
  const found = result.ok ? result.warnings : result.errors;
  return { ok: result.ok, lines: found.map((e) => `${e.line}:${e.column}: ${e.message}`) };
}

const GOLDEN = '- id: golden-hour';

describe('a track with no tempo or key in the YAML', () => {
  it('a track with no bpm or key loads; one whose audio the build does not read is a located warning saying what to write', () => {
    const local = edit('        bpm: 118\n        key: D major\n', '', GOLDEN);
    expect(report(local)).toEqual({ ok: true, lines: [] });
    const remote = edit(
      'audio: /audio/golden-hour.mp3',
      'audio: https://cdn.example.com/golden-hour.mp3',
      GOLDEN,
    ).replace('        bpm: 118\n', '');
    expect(report(remote)).toEqual({
      ok: true,
      lines: [
        `${place(remote, 'https://cdn.example.com/golden-hour.mp3')}: this track gives no bpm (e.g. bpm: 96), and its audio is on another host, which the build does not read to measure it: the site shows none; write it in`,
      ],
    });
  });
});
