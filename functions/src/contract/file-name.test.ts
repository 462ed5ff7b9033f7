import { describe, expect, it } from 'vitest';
import { HOSTILE_NAMES } from './file-name.fixture.ts';
import {
  DELIVERY_PATH_PATTERN,
  deliveredName,
  deliveryPathProblem,
  fileNameProblem,
  FILE_NAME_MAX,
} from './file-name.ts';

describe('fileNameProblem', () => {
  it('takes a name in any script, a leading dot, and a name that merely starts with two dots', () => {
    for (const name of [
      'golden-hour.wav',
      'Golden Hour (Instrumental) 100%.wav',
      'ساعة ذهبية.wav',
      '.hidden.wav',
      '..foo.wav',
      'a..b.wav',
      'a'.repeat(FILE_NAME_MAX),
    ]) {
      expect(fileNameProblem(name), name).toBeUndefined();
    }
  });

  it('refuses each control or direction character, saying which', () => {
    expect(fileNameProblem('tab\there.wav')).toBe(
      'the name holds U+0009, a control or direction character that no download link can carry: rename the file without it',
    );
    expect(fileNameProblem('carriage\rreturn.wav')).toMatch(/^the name holds U\+000D,/);
    expect(fileNameProblem('next\u0085line.wav')).toMatch(/^the name holds U\+0085,/);
    for (const name of HOSTILE_NAMES)
      expect(fileNameProblem(name), JSON.stringify(name)).toMatch(/^the name holds U\+/);
    expect(fileNameProblem('lone\uD800.wav')).toMatch(/^the name holds U\+D800,/);
  });

  it('refuses no name, . and .., a slash of either kind and a name longer than a file system holds', () => {
    for (const name of ['', '.', '..']) expect(fileNameProblem(name)).toMatch(/names no file/);
    expect(fileNameProblem('a/b.wav')).toBe('a file name holds no slash');
    expect(fileNameProblem('a\\b.wav')).toBe('a file name holds no slash');
    expect(fileNameProblem('a'.repeat(FILE_NAME_MAX + 1))).toMatch(/has 256 characters/);
  });
});

describe('deliveryPathProblem', () => {
  it('takes a path inside the folder, ..foo.wav included, and refuses any way out of it', () => {
    expect(deliveryPathProblem('golden-hour.wav')).toBeUndefined();
    expect(deliveryPathProblem('masters/2026/golden hour (final).wav')).toBeUndefined();
    expect(deliveryPathProblem('..foo.wav')).toBeUndefined();
    expect(deliveryPathProblem('masters/..foo/..bar.wav')).toBeUndefined();
    expect(deliveryPathProblem('../x.wav')).toMatch(/leads out of the delivery folder/);
    expect(deliveryPathProblem('masters/../../x.wav')).toMatch(/leads out/);
    expect(deliveryPathProblem('/Users/me/golden-hour.wav')).toMatch(/not an absolute path/);
    expect(deliveryPathProblem('C:/masters/golden-hour.wav')).toMatch(/not an absolute path/);
    expect(deliveryPathProblem('masters\\golden-hour.wav')).toMatch(/forward slashes/);
    expect(deliveryPathProblem('masters//golden-hour.wav')).toMatch(/empty or '\.' part/);
    expect(deliveryPathProblem('./golden-hour.wav')).toMatch(/empty or '\.' part/);
  });

  it('refuses a control or direction character in the name or in a folder of the path', () => {
    for (const name of HOSTILE_NAMES)
      expect(deliveryPathProblem(`masters/${name}`), JSON.stringify(name)).toMatch(
        /^the path holds U\+.*rename the file/,
      );
    expect(deliveryPathProblem('mas\tters/a.wav')).toMatch(/^the path holds U\+0009/);
    expect(deliveryPathProblem(`masters/${'a'.repeat(FILE_NAME_MAX + 1)}`)).toMatch(/has 256 characters/);
  });

  it('names the download by the last part', () => {
    expect(deliveredName('masters/..foo.wav')).toBe('..foo.wav');
    expect(deliveredName('a.wav')).toBe('a.wav');
  });
});

describe('DELIVERY_PATH_PATTERN', () => {
  // As ajv compiles it (`u`), and as an editor without Unicode patterns would: the class is plain \u escapes.
  const patterns = [new RegExp(DELIVERY_PATH_PATTERN, 'u'), new RegExp(DELIVERY_PATH_PATTERN)];
  it('refuses every character the rule refuses, and takes what the rule takes', () => {
    for (const pattern of patterns) {
      for (const name of HOSTILE_NAMES) expect(pattern.test(`masters/${name}`), JSON.stringify(name)).toBe(false);
      for (const path of ['golden-hour.wav', '..foo.wav', 'masters/Golden Hour – final.wav', 'ساعة ذهبية.wav'])
        expect(pattern.test(path), path).toBe(true);
      expect(pattern.test(' / ')).toBe(false);
    }
  });

  it('agrees with the rule on each character of the first 0x3000 code points in a name', () => {
    const pattern = patterns[0]!;
    const disagree: string[] = [];
    for (let code = 0; code < 0x3000; code++) {
      const char = String.fromCodePoint(code);
      if (char === '/' || char === '\\') continue;
      const path = `a${char}b.wav`;
      if (pattern.test(path) !== (fileNameProblem(path) === undefined)) disagree.push(code.toString(16));
    }
    expect(disagree).toEqual([]);
  });
});
