import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { ConfigLoadError } from './config-error.ts';
import { decodeConfig } from './encoding.ts';
import { loadSiteConfig } from './load-config.ts';

const minimal = readFileSync(fileURLToPath(new URL('./fixtures/minimal.yaml', import.meta.url)), 'utf8');

function utf16(text: string, order: 'le' | 'be', bom: boolean): Buffer {
  const le = Buffer.from(`${bom ? '\ufeff' : ''}${text}`, 'utf16le');
  return order === 'le' ? le : le.swap16();
}

const saveHint =
  'save it as UTF-8 (VS Code: click the encoding in the status bar, "Save with Encoding", "UTF-8"; Notepad: "Save as", Encoding "UTF-8")';

describe('decodeConfig', () => {
  it('reads UTF-8, with or without a byte order mark', () => {
    expect(decodeConfig(Buffer.from(minimal))).toEqual({ ok: true, text: minimal });
    expect(decodeConfig(Buffer.from(`\ufeff${minimal}`))).toEqual({ ok: true, text: minimal });
    expect(decodeConfig(Buffer.from('name: Zoë 🎵\n'))).toEqual({ ok: true, text: 'name: Zoë 🎵\n' });
  });

  it.each([
    ['le', true, 'UTF-16 LE (with a byte order mark)'],
    ['le', false, 'UTF-16 LE (without a byte order mark)'],
    ['be', true, 'UTF-16 BE (with a byte order mark)'],
    ['be', false, 'UTF-16 BE (without a byte order mark)'],
  ] as const)('names UTF-16 %s (mark: %s) and shows the text readably', (order, bom, named) => {
    const decoded = decodeConfig(utf16(minimal, order, bom));
    expect(decoded).toEqual({
      ok: false,
      text: minimal,
      problem: { line: 1, column: 1, message: `the file is saved as ${named}, not UTF-8; ${saveHint}` },
    });
  });

  it('names UTF-32 by its byte order mark', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe, 0, 0]),
      ...[...'site:\n'].map((c) => Buffer.from([c.charCodeAt(0), 0, 0, 0])),
    ]);
    const decoded = decodeConfig(bytes);
    expect(decoded.ok || decoded.problem.message).toMatch(
      /^the file is saved as UTF-32 LE \(with a byte order mark\), not UTF-8; /,
    );
  });

  it('locates the first byte of an 8-bit encoding such as Windows-1252', () => {
    const bytes = Buffer.from(minimal.replace('name: TEST', 'name: Caf\u00e9 Noir'), 'latin1');
    const decoded = decodeConfig(bytes);
    expect(decoded).toMatchObject({
      ok: false,
      problem: {
        line: 11,
        column: 12,
        message: `the file is not UTF-8: byte 0xE9 here is not valid UTF-8, so the file was probably saved as Windows-1252 (Latin-1) or another 8-bit encoding; ${saveHint}`,
      },
    });
    expect(decoded.text.split('\n')[10]).toBe('  name: Café Noir');
  });

  it('rejects overlong forms, surrogates and cut-off sequences, which no UTF-8 writer produces', () => {
    for (const bad of [
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xe2, 0x82],
      [0xf5, 0x80, 0x80, 0x80],
    ]) {
      const decoded = decodeConfig(Buffer.from([0x61, 0x3a, 0x20, ...bad]));
      expect(decoded.ok || [decoded.problem.line, decoded.problem.column]).toEqual([1, 4]);
    }
  });
});

describe('loading a file that is not UTF-8', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-encoding-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('fails with that one error and a readable code frame, not YAML errors about garbled text', async () => {
    const file = join(dir, 'site.yaml');
    await writeFile(file, utf16(minimal, 'le', true));
    const error = await loadSiteConfig(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigLoadError);
    const { kind, errors, message } = error as ConfigLoadError;
    expect(kind).toBe('invalid');
    expect(errors).toHaveLength(1);
    expect(message.split('\n').slice(0, 4).join('\n')).toBe(
      [
        `${file}:1:1: the file is saved as UTF-16 LE (with a byte order mark), not UTF-8; ${saveHint}`,
        `> 1 | ${minimal.split('\n')[0]}`,
        '    | ^',
        `  2 | ${minimal.split('\n')[1]}`,
      ].join('\n'),
    );
    expect(message).toMatch(/\n\n1 error in .*site\.yaml$/);
  });

  it('accepts a UTF-8 file with a byte order mark', async () => {
    const file = join(dir, 'bom.yaml');
    await writeFile(file, `\ufeff${minimal}`);
    await expect(loadSiteConfig(file)).resolves.toMatchObject({ brand: { name: 'TEST' } });
  });
});
