import { describe, expect, it } from 'vitest';
import { detectProvider, embedSource, UnsupportedEmbedError } from './providers.ts';

describe('detectProvider', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/abc123', 'youtube'],
    ['https://www.youtube.com/embed/abc123?start=10', 'youtube'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['https://open.spotify.com/embed/playlist/37i9dQZF1DX?utm_source=generator', 'spotify'],
    ['https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1', 'soundcloud'],
    ['https://embed.music.apple.com/us/album/x/1440857781', 'apple-music'],
    ['https://bandcamp.com/EmbeddedPlayer/album=1/size=large/', 'bandcamp'],
  ])('%s is %s', (url, provider) => {
    expect(detectProvider(url)).toBe(provider);
  });

  it.each([
    'https://evil.example/embed/abc',
    'https://www.youtube.com/watch?v=abc',
    'https://youtube.com.evil.example/embed/abc',
    'http://www.youtube-nocookie.com/embed/abc',
    'https://user@www.youtube-nocookie.com/embed/abc',
    'https://www.youtube-nocookie.com:8443/embed/abc',
    'https://www.youtube-nocookie.com/embed/',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s with a message naming the supported players', (url) => {
    expect(() => detectProvider(url)).toThrow(UnsupportedEmbedError);
    expect(() => detectProvider(url)).toThrow(/Supported players: https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });
});

describe('embedSource', () => {
  it('rewrites youtube.com to youtube-nocookie.com, keeping path and query', () => {
    expect(embedSource('https://www.youtube.com/embed/abc123?start=10', { autoplay: false })).toEqual({
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/abc123?start=10',
      host: 'youtube-nocookie.com',
    });
  });

  it('leaves the url alone when not autoplaying', () => {
    const url = 'https://open.spotify.com/embed/playlist/5mKa?utm_source=generator&theme=0';
    expect(embedSource(url, { autoplay: false }).src).toBe(url);
  });

  it.each([
    ['https://www.youtube-nocookie.com/embed/abc', 'https://www.youtube-nocookie.com/embed/abc?autoplay=1'],
    ['https://player.vimeo.com/video/1?h=ff', 'https://player.vimeo.com/video/1?h=ff&autoplay=1'],
    ['https://player.vimeo.com/video/1?autoplay=0', 'https://player.vimeo.com/video/1?autoplay=1'],
    [
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1&auto_play=true',
    ],
    ['https://open.spotify.com/embed/track/1', 'https://open.spotify.com/embed/track/1'],
    ['https://embed.music.apple.com/us/album/x/1', 'https://embed.music.apple.com/us/album/x/1'],
    ['https://bandcamp.com/EmbeddedPlayer/album=1/', 'https://bandcamp.com/EmbeddedPlayer/album=1/'],
  ])('autoplay: %s -> %s', (url, src) => {
    expect(embedSource(url, { autoplay: true }).src).toBe(src);
  });

  it('names the host without www for the poster note', () => {
    expect(embedSource('https://player.vimeo.com/video/1', { autoplay: false }).host).toBe('player.vimeo.com');
  });
});
