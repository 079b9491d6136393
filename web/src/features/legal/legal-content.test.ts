import { describe, expect, it } from 'vitest';
import type { ContentDoc } from '@/features/content/content-doc';
import privacyEn from '@/content/legal/privacy.en.md';
import privacyEs from '@/content/legal/privacy.es.md';
import termsEn from '@/content/legal/terms.en.md';
import termsEs from '@/content/legal/terms.es.md';
import { escapeHtml, fillPlaceholders, tocEntries } from './placeholders';
import type { LegalPlaceholders } from './placeholders';

const site: LegalPlaceholders = {
  legalEmail: 'legal@example.cl',
  privacyEmail: 'privacidad@example.cl',
  supportEmail: 'ayuda@example.cl',
  supportResponseHours: 24,
};

const ids = (doc: ContentDoc) => tocEntries(doc.headings).map((heading) => heading.id);

const PRIVACY_IDS = [
  'who-we-are',
  'data-we-hold',
  'purposes-and-legal-bases',
  'cookies-and-storage',
  'who-receives-data',
  'international-transfers',
  'retention',
  'your-rights',
  'security',
  'minors',
  'changes',
  'contact',
  'schedule-1',
];

const TERMS_IDS = [
  'introduction',
  'definitions',
  'user-accounts',
  'platform-use',
  'bookings-and-payments',
  'host-responsibilities',
  'liability',
  'intellectual-property',
  'dispute-resolution',
  'changes-and-termination',
  'contact',
];

describe('the legal texts', () => {
  it('privacy: 12 numbered sections plus Schedule 1, with the same anchors in both languages', () => {
    expect(ids(privacyEn)).toEqual(PRIVACY_IDS);
    expect(ids(privacyEs)).toEqual(PRIVACY_IDS);
    for (const doc of [privacyEn, privacyEs]) {
      const titles = tocEntries(doc.headings).map((heading) => heading.text);
      titles
        .slice(0, 12)
        .forEach((title, index) => expect(title.startsWith(`${index + 1}. `)).toBe(true));
      expect(titles[12]).toMatch(/^(Schedule|Anexo) 1/);
    }
  });

  it('terms: the sections the spec lists, in order, with the same anchors in both languages', () => {
    expect(ids(termsEn)).toEqual(TERMS_IDS);
    expect(ids(termsEs)).toEqual(TERMS_IDS);
    expect(tocEntries(termsEn.headings).map((heading) => heading.text)).toEqual([
      '1. Introduction',
      '2. Definitions',
      '3. User Accounts',
      '4. Platform Use',
      '5. Bookings and Payments',
      '6. Host Responsibilities',
      '7. Liability and Disclaimers',
      '8. Intellectual Property',
      '9. Dispute Resolution',
      '10. Changes and Termination',
      '11. Contact Information',
    ]);
    for (const term of ['Platform', 'User', 'Host', 'Guest']) {
      expect(termsEn.html).toContain(`<strong>${term}</strong>`);
    }
  });

  it('every heading id is unique and every text carries one "last updated" date', () => {
    // One date per text, the same in both languages, true to the text: the terms changed on
    // 2026-11-27 (IVA on the service fee only, request to book's authorisation).
    for (const [doc, updated] of [
      [privacyEn, '2026-11-23'],
      [privacyEs, '2026-11-23'],
      [termsEn, '2026-11-27'],
      [termsEs, '2026-11-27'],
    ] as const) {
      const all = doc.headings.map((heading) => heading.id);
      expect(new Set(all).size).toBe(all.length);
      expect(doc.meta.updated).toBe(updated);
    }
  });

  it('fills every placeholder, leaving no braces for readers', () => {
    for (const doc of [privacyEn, privacyEs, termsEn, termsEs]) {
      const html = fillPlaceholders(doc.html, site);
      expect(html).not.toMatch(/\{\{|\}\}/);
    }
    expect(fillPlaceholders(privacyEn.html, site)).toContain(
      '<a href="mailto:privacidad@example.cl">privacidad@example.cl</a>',
    );
    expect(fillPlaceholders(termsEs.html, site)).toContain(
      '<a href="mailto:legal@example.cl">legal@example.cl</a>',
    );
  });

  it('states the facts the product runs on', () => {
    const terms = termsEn.html;
    for (const fact of [
      '10%',
      '19%',
      'Chilean pesos (CLP)',
      '24 hours',
      '15 minutes',
      'Santiago',
    ]) {
      expect(terms).toContain(fact);
    }
    expect(terms).toMatch(/Flexible<\/td>\s*<td>Up to 7 days before<\/td>\s*<td>50% up to 1 day/);
    expect(terms).toMatch(/Moderate<\/td>\s*<td>Up to 14 days before<\/td>\s*<td>50% up to 7/);
    expect(terms).toMatch(/Strict<\/td>\s*<td>Up to 30 days before<\/td>\s*<td>25% up to 14/);
    const privacy = privacyEn.html;
    for (const fact of ['Ley 21.719', '30 calendar days', 'Agencia de Protección de Datos']) {
      expect(privacy).toContain(fact);
    }
    expect(privacyEs.html).toContain('30 días corridos');
  });
});

describe('fillPlaceholders', () => {
  it('escapes the values it puts into the HTML', () => {
    const html = '<a href="mailto:{{legalEmail}}">{{ legalEmail }}</a>';
    const filled = fillPlaceholders(html, { ...site, legalEmail: 'a"<b>&\'@x.cl' });
    expect(filled).toBe(
      '<a href="mailto:a&quot;&lt;b&gt;&amp;&#39;@x.cl">a&quot;&lt;b&gt;&amp;&#39;@x.cl</a>',
    );
    expect(escapeHtml('plain@x.cl')).toBe('plain@x.cl');
  });

  it('refuses a placeholder it has no value for', () => {
    expect(() => fillPlaceholders('<p>{{phone}}</p>', site)).toThrow(/phone/);
  });
});
