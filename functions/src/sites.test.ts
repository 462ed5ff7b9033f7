import { describe, expect, it } from 'vitest';
import '../../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import type { SiteConfig } from './contract/site-config.generated.ts';
import { functionSettings, parseLocalPorts } from '../../scripts/build/function-settings.ts';
import { withSiteName } from './mail.ts';
import { mailId, pickSite, sharedOrigins, siteRoot } from './sites.ts';

const shipped = await loadSiteConfig();
/** A roster site's config as new-site writes it: its own address and Hosting site, in the shared project. */
function artist(
  name: string,
  edit: (config: SiteConfig) => void = () => undefined,
): { key: string; config: SiteConfig; localPorts: number[] } {
  const config = structuredClone(shipped);
  config.site.url = `https://${name}.example`;
  config.artist.name = name.toUpperCase();
  config.firebase = { projectId: 'agency-roster', hostingSite: `${name}-music` };
  edit(config);
  return { key: name, config, localPorts: [] };
}

describe('one function for the roster', () => {
  const settings = functionSettings([
    { ...artist('ada'), localPorts: [5000] },
    { ...artist('bo', (config) => void (config.contact.notifyEmail = 'bo@bo.example')), localPorts: [5005] },
  ]);

  it('picks the site by the Origin of the call: its address, its Hosting domains, its local address in the emulator only', () => {
    const pick = (origin: string | undefined, emulated = false) => pickSite(origin, settings.sites, emulated)?.key;
    expect(pick('https://ada.example')).toBe('ada');
    expect(pick('https://bo-music.web.app')).toBe('bo');
    expect(pick('https://bo-music.firebaseapp.com')).toBe('bo');
    expect(pick('http://127.0.0.1:5005', true)).toBe('bo');
    expect(pick('http://localhost:5000', true)).toBe('ada');
    expect(pick('http://127.0.0.1:5005', false)).toBeUndefined();
    expect(pick('https://evil.example')).toBeUndefined();
    expect(pick('https://ada.example.evil.example')).toBeUndefined();
    // Without an Origin no roster site can be told: refused.
    expect(pick(undefined)).toBeUndefined();
    expect(settings.sites.find((site) => site.key === 'bo')?.notifyEmail).toBe('bo@bo.example');
  });

  it('serves the default single site, keyed at the root, also to calls without an Origin, as before the roster', () => {
    const single = functionSettings([{ key: null, config: shipped, localPorts: [5000, 5173] }]);
    expect(pickSite(undefined, single.sites, false)?.key).toBeNull();
    expect(pickSite('http://127.0.0.1:5173', single.sites, true)?.key).toBeNull();
    expect(pickSite(new URL(shipped.site.url).origin, single.sites, false)?.key).toBeNull();
    expect(single.sites[0]?.origins).toContain(`https://${shipped.firebase.projectId}.web.app`);
  });

  it("keeps each site's data apart: its own root, its own mail ids, its name in the subject", () => {
    expect(siteRoot({ key: null })).toBe('');
    expect(siteRoot({ key: 'ada' })).toBe('sites/ada/');
    expect(mailId({ key: null }, 'm1')).toBe('m1');
    expect(mailId({ key: 'ada' }, 'm1')).toBe('ada--m1');
    const mail = { to: 'a@b.c', message: { subject: 'Website contact: Trailer', text: 'x' } };
    expect(withSiteName(mail, { key: 'ada', name: 'Ada Moss' }).message.subject).toBe(
      '[Ada Moss] Website contact: Trailer',
    );
    expect(withSiteName(mail, { key: null, name: 'Marlowe Kane' })).toEqual(mail);
  });

  it('refuses sites that share an address or disagree on what belongs to the function', () => {
    expect(() =>
      functionSettings([artist('ada'), artist('bo', (config) => void (config.site.url = 'https://ada.example/bo'))]),
    ).toThrow('https://ada.example is the address of both ada and bo');
    expect(() =>
      functionSettings([artist('ada'), artist('bo', (config) => void (config.contact.region = 'europe-west1'))]),
    ).toThrow('bo and ada differ in contact.region: one function serves both, so give them the same');
    expect(sharedOrigins(settings.sites)).toEqual([]);
  });

  it('reads the local stack’s ports', () => {
    expect(parseLocalPorts('ada:5000,bo:5005,ada:5173')).toEqual(
      new Map([
        ['ada', [5000, 5173]],
        ['bo', [5005]],
      ]),
    );
    expect(() => parseLocalPorts('ada')).toThrow('ROSTER_LOCAL_PORTS: "ada" is not NAME:PORT');
  });
});
