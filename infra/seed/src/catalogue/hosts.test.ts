import { AvatarUrl, FirstName, IdentityRpc, LastName } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_GUEST_EMAIL, DEMO_HOST_EMAIL } from '../demo-accounts.js';
import { renderAvatar } from '../images/avatar.js';
import { generateCatalogue } from './catalogue.js';
import { DEMO_GUEST, DEMO_HOSTS, DEMO_HOST_IDS } from './hosts.js';

describe('the demo people', () => {
  it('are 40 hosts with distinct addresses, and every one is a valid provision request', () => {
    expect(DEMO_HOSTS).toHaveLength(40);
    const emails = [...DEMO_HOSTS, DEMO_GUEST].map((h) => h.email);
    expect(new Set(emails).size).toBe(41);
    expect(new Set(DEMO_HOSTS.map((h) => h.avatarFile)).size).toBe(40);
    for (const person of [...DEMO_HOSTS, DEMO_GUEST]) {
      const request = IdentityRpc.provision.request.parse({
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        about: person.about,
        avatarUrl: `/media/avatars/${person.avatarFile}`,
        languages: person.languages,
        memberSince: person.memberSince,
      });
      expect(request.languages[0]).toBe('es');
      expect(FirstName.safeParse(person.firstName).success).toBe(true);
      expect(LastName.safeParse(person.lastName).success).toBe(true);
      expect(AvatarUrl.safeParse(`/media/avatars/${person.avatarFile}`).success).toBe(true);
    }
  });

  it('joined between 2019 and 2026, spread over the years', () => {
    const years = new Set(DEMO_HOSTS.map((h) => new Date(h.memberSince).getUTCFullYear()));
    for (const year of years) expect(year).toBeGreaterThanOrEqual(2019);
    for (const year of years) expect(year).toBeLessThanOrEqual(2026);
    expect(years.size).toBeGreaterThanOrEqual(5);
  });

  it('the demo host is host 0 and hosts both homes and hourly spaces; the guest hosts nothing', () => {
    expect(DEMO_HOSTS[0]?.email).toBe(DEMO_HOST_EMAIL);
    expect(DEMO_GUEST.email).toBe(DEMO_GUEST_EMAIL);
    const catalogue = generateCatalogue({
      now: new Date('2026-11-23T12:00:00Z'),
      publicMediaBase: '/media',
      hostIds: DEMO_HOST_IDS,
    });
    const own = catalogue.map((l) => l.property).filter((p) => p.hostId === DEMO_HOST_IDS[0]);
    expect(own.some((p) => p.listingType === 'home')).toBe(true);
    expect(own.some((p) => p.listingType === 'experience')).toBe(true);
    expect(own.length).toBeLessThanOrEqual(15);
  });
});

describe('demo avatars', () => {
  it('are small, deterministic SVG portraits named by their initials', () => {
    const [first] = DEMO_HOSTS;
    if (!first) throw new Error('no hosts');
    const svg = renderAvatar(first.avatar);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<title>CF</title>');
    expect(svg).toBe(renderAvatar(first.avatar));
    for (const host of DEMO_HOSTS) expect(renderAvatar(host.avatar).length).toBeLessThan(4096);
  });
});
