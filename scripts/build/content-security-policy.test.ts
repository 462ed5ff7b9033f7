import { describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { loadSiteConfig } from '../config/load-config.ts';
import { audioOrigin, contentSecurityPolicy, imageOrigin } from './content-security-policy.ts';

const config = await loadSiteConfig();

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      // split() gives at least one part: the directive's name.
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows only the site, its players and the production function', () => {
    const policy = directives(contentSecurityPolicy(config));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(['https://open.spotify.com', 'https://www.youtube-nocookie.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://us-central1-demo-cuesheet.cloudfunctions.net']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('points connect-src at the Functions emulator in emulator builds', () => {
    const policy = directives(contentSecurityPolicy(config, { functionsEmulator: '127.0.0.1:5001' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:5001']);
  });

  it('adds remote image hosts, youtube.com players as no-cookie, and App Check hosts when configured', () => {
    const edited = structuredClone(config);
    edited.contact.appCheck = { provider: 'recaptcha-v3', siteKey: '6LcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };
    edited.meta.shareImage.src = 'https://cdn.example.com/share.png';
    for (const section of edited.sections) {
      if (section.type === 'videos') section.videos[0].url = 'https://www.youtube.com/embed/abc123';
    }
    const policy = directives(contentSecurityPolicy(edited));
    expect(policy.get('img-src')).toContain('https://cdn.example.com');
    expect(policy.get('frame-src')).not.toContain('https://www.youtube.com');
    expect(policy.get('script-src')).toContain('https://www.google.com/recaptcha/');
    expect(policy.get('connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
  });
});

describe('remote audio in the policy', () => {
  const withAudio = (src: string) => {
    const edited = structuredClone(config);
    const catalog = edited.sections.find((section) => section.type === 'catalog');
    if (catalog?.type !== 'catalog') throw new Error('the shipped config has a catalog');
    catalog.tracks[0]!.audio = src;
    return edited;
  };

  it('lets the player play and fetch a remote file: its origin in media-src and connect-src', () => {
    const policy = directives(contentSecurityPolicy(withAudio('https://cdn.example.com/a.mp3')));
    expect(policy.get('media-src')).toContain('https://cdn.example.com');
    expect(policy.get('connect-src')).toContain('https://cdn.example.com');
  });

  it.each([
    'https://cdn.example;object-src/x.mp3',
    "https://a'unsafe-inline'.example/x.mp3",
    'https://*.example/x.mp3',
    'https://203.0.113.7/x.mp3',
  ])('refuses %s before it reaches the policy', (url) => {
    expect(() => audioOrigin(url)).toThrow('The audio address');
    expect(() => contentSecurityPolicy(withAudio(url))).toThrow(url);
  });
});

describe('imageOrigin', () => {
  it('keeps plain host names, ports and international names (as xn--)', () => {
    expect(imageOrigin('https://cdn.example.com/a.png')).toBe('https://cdn.example.com');
    expect(imageOrigin('https://img.example.co.uk:8443/a.png?x=1')).toBe('https://img.example.co.uk:8443');
    expect(imageOrigin('https://bücher.example/a.png')).toBe('https://xn--bcher-kva.example');
  });

  it.each([
    'https://a;script-src*.example/p.png',
    "https://a'unsafe-inline'.example/p.png",
    'https://a,b.example/p.png',
    'https://a$b.example/p.png',
    'https://*.example/p.png',
    'https://localhost/p.png',
    'https://203.0.113.7/p.png',
    'https://198.51.100.42/p.png',
  ])('refuses %s before it reaches the policy', (url) => {
    expect(() => imageOrigin(url)).toThrow('has a host name that is not a plain domain name');
    const edited = structuredClone(config);
    edited.meta.shareImage.src = url;
    expect(() => contentSecurityPolicy(edited)).toThrow(url);
  });
});
