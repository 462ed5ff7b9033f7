import { describe, expect, it } from 'vitest';
import { deliveryPathOf } from '../contract/delivery.ts';
import { HOSTILE_NAMES } from '../contract/file-name.fixture.ts';
import { newToken } from '../private-links/token.ts';
import { deliveryAddressOf, isFileNameShaped } from './delivery-address.ts';

const token = newToken();

describe('deliveryAddressOf', () => {
  it('reads the token and the file name off the address the page links to, names in any script', () => {
    for (const name of [
      '..foo.wav',
      'golden-hour.wav',
      'Golden Hour (Instrumental) 100%.wav',
      'ساعة ذهبية.wav',
      'stems #2.zip',
      "it's a 'mix'.aiff",
    ]) {
      expect(deliveryAddressOf(deliveryPathOf(token, { name }))).toEqual({ token, name });
    }
  });

  it('takes the path as Hosting hands it on, or as the emulator does after the function’s own prefix', () => {
    expect(deliveryAddressOf(`/demo-x/us-central1/deliveryFile/l/file/${token}/a.wav`)).toEqual({
      token,
      name: 'a.wav',
    });
  });

  it('refuses what no quote could carry: a token of another shape, a path, a broken escape, no name', () => {
    for (const path of [
      '/l/file/x/a.wav',
      `/l/file/${token}=/a.wav`,
      `/l/file/${token}`,
      `/l/file/${token}/`,
      `/l/file/${token}/a/b.wav`,
      `/l/file/${token}/..`,
      `/l/file/${token}/%2e%2e`,
      `/l/file/${token}/..%2Fsite.yaml`,
      `/l/file/${token}/a%5Cb.wav`,
      `/l/file/${token}/a%00.wav`,
      `/l/file/${token}/%E0%A4%A`,
      `/l/file/${token}/${'a'.repeat(256)}`,
      `/l/pdf/${token}`,
      `/l/files/${token}/a.wav`,
    ]) {
      expect(deliveryAddressOf(path), path).toBeNull();
    }
  });

  it('refuses each name the file-name rule refuses, as the import, the schema and the quote do', () => {
    for (const name of HOSTILE_NAMES)
      expect(deliveryAddressOf(deliveryPathOf(token, { name })), JSON.stringify(name)).toBeNull();
  });

  it('takes a base name of up to 255 characters as a file system does', () => {
    expect(isFileNameShaped('a'.repeat(255))).toBe(true);
    expect(isFileNameShaped('.hidden.wav')).toBe(true);
    expect(isFileNameShaped('')).toBe(false);
    expect(isFileNameShaped('line\nbreak.wav')).toBe(false);
  });
});
