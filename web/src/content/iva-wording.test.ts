import { describe, expect, it } from 'vitest';
import type { ContentDoc } from '@/features/content/content-doc';

// decisions.md (Money), decision 0029: IVA (19%) is charged on Arrendo's service fee only; the
// host's price is final and the host earns it whole. Every content text must say so.
/** The visible text of a built document: front matter values, then the HTML without its tags. */
function visible(doc: ContentDoc): string {
  const html = doc.html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return [...Object.values(doc.meta), html].join(' ');
}

// The markdown plugin compiles every .md import (even `?raw`) to a ContentDoc.
const docs = import.meta.glob<ContentDoc>('/src/content/**/*.md', {
  eager: true,
  import: 'default',
});
const locales = import.meta.glob<string>('/src/i18n/locales/*/**/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const texts = [
  ...Object.entries(docs).map(([path, doc]) => [path, visible(doc)] as const),
  ...Object.entries(locales),
].map(([path, body]) => [path, body.replace(/\s+/g, ' ')] as const);

// The phrasings that put IVA on the base (or on base + fee), or name the old toggle.
const OLD_RULE = [
  /of the base (price )?plus the service fee/i,
  /on the base plus the service fee/i,
  /del precio base más la tarifa/i,
  /de la base más la tarifa/i,
  /sobre la base más la tarifa/i,
  /show prices with VAT/i,
  /mostrar precios con IVA/i,
  /19% VAT( \(IVA\))? on top/i,
  /(VAT|IVA) (\(19%\) )?on top/i,
  /IVA de(l)? 19 ?% encima/i,
  /the VAT are paid by the guest on top/i,
  /fee and the VAT on top/i,
  /25[.,]080/, // the worked example's IVA at 19% of base + fee
];

function load(path: string): string {
  const found = texts.find(([name]) => name === path);
  if (!found) throw new Error(`missing ${path}`);
  return found[1];
}

describe('IVA on the service fee only, in every content text (issue 31)', () => {
  it('no text in either language puts IVA on the base price or names the old toggle', () => {
    expect(texts.length).toBeGreaterThan(100);
    const wrong = texts.flatMap(([path, body]) =>
      OLD_RULE.filter((rule) => rule.test(body)).map((rule) => `${path}: ${String(rule)}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the terms state the fee-only rule and that the host earns the price whole', () => {
    const en = load('/src/content/legal/terms.en.md');
    expect(en).toContain("19% of Arrendo's service fee only, never of the host's price");
    expect(en).toContain('the host earns it whole');
    const es = load('/src/content/legal/terms.es.md');
    expect(es).toContain(
      '19% solo de la tarifa de servicio de Arrendo, nunca del precio del anfitrión',
    );
    expect(es).toContain('el anfitrión lo gana completo');
  });

  it("the booking article's worked example charges IVA on the fee: 120,000 → 134,280", () => {
    const en = load('/src/content/help/articles/reservation.en.md');
    expect(en).toContain('fee CLP$12,000, VAT CLP$2,280 (19% of the fee), total CLP$134,280');
    const es = load('/src/content/help/articles/reservation.es.md');
    expect(es).toContain(
      'de servicio CLP$12.000, IVA CLP$2.280 (19 % de la tarifa), total CLP$134.280',
    );
  });
});

describe("a declined request's money, in the content texts (issue 31, decision 0031)", () => {
  it('texts that refund a declined request also say a card was only authorised and is released', () => {
    const declineRefunds = texts.filter(
      ([path, body]) =>
        path.endsWith('.md') && /declines your request|rechaza tu solicitud/i.test(body),
    );
    expect(declineRefunds.length).toBeGreaterThan(5);
    const silent = declineRefunds.filter(
      ([path, body]) =>
        !(
          path.endsWith('.en.md')
            ? /authoris[^.]*released/
            : /autoriz[^.]*libera|libera[^.]*autorizaci/
        ).test(body),
    );
    expect(silent.map(([path]) => path)).toEqual([]);
  });
});
