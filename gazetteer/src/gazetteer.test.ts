import { describe, expect, it } from 'vitest';
import { GAZETTEER, gazetteerPlace, searchGazetteer, toDetails } from './gazetteer.js';
import { normalizePlaceText } from './normalize.js';

const names = (q: string, limit = 5) => searchGazetteer(q, limit).map((p) => p.name);

describe('the gazetteer', () => {
  it('holds the 16 regions and every Santiago comuna asked for', () => {
    expect(GAZETTEER.filter((p) => p.kind === 'region')).toHaveLength(16);
    expect(GAZETTEER.filter((p) => p.regionCode === 'RM' && p.kind === 'comuna')).toHaveLength(52);
    for (const name of ['Las Condes', 'La Reina', 'Vitacura', 'Lo Barnechea', 'Providencia']) {
      expect(names(name, 1)).toEqual([name]);
    }
    expect(GAZETTEER.length).toBeGreaterThan(250);
  });

  it('has unique ids and coordinates inside Chile (and its Antarctic comuna), or Bariloche', () => {
    expect(new Set(GAZETTEER.map((p) => p.id)).size).toBe(GAZETTEER.length);
    for (const p of GAZETTEER) {
      // Villa Las Estrellas (comuna Antártica) is the one place south of Cape Horn.
      expect(p.lat, p.name).toBeGreaterThan(p.name === 'Antártica' ? -63 : -56);
      expect(p.lat, p.name).toBeLessThan(-17);
      expect(p.lng, p.name).toBeGreaterThan(-110);
      expect(p.lng, p.name).toBeLessThan(p.name === 'Antártica' ? -58 : -66);
    }
    expect(GAZETTEER.filter((p) => p.country !== 'Chile').map((p) => p.name)).toEqual([
      'San Carlos de Bariloche',
    ]);
  });

  it('ignores case, accents and punctuation', () => {
    expect(normalizePlaceText('  Ñuñoa ')).toBe('nunoa');
    expect(names('NUNOA', 1)).toEqual(['Ñuñoa']);
    expect(names('conce', 1)).toEqual(['Concepción']);
    expect(names('ohiggins')).toContain("Región de O'Higgins");
  });

  it('ranks exact names first, then prefixes, then later words; bigger places first', () => {
    // "Santiago" the comuna is exact; the region answers to "…de Santiago" (a later word).
    expect(names('santiago').slice(0, 2)).toEqual(['Santiago', 'Región Metropolitana']);
    // A name that starts with the query before one with a later word that does.
    expect(names('las')).toEqual(['Las Condes', 'Las Cabras', 'Padre Las Casas']);
    // "la " prefixes, biggest first: La Florida (366k) before La Serena (221k).
    const la = names('la ', 3);
    expect(la[0]).toBe('La Florida');
    expect(la[1]).toBe('La Serena');
    // A word inside the name ranks below a name that starts with it.
    expect(names('valdiv')).toEqual(['Valdivia']);
    expect(names('puerto', 10).indexOf('Puerto Montt')).toBe(0);
    expect(names('montt')).toEqual(['Puerto Montt']);
  });

  it('gives at most the limit, and nothing for an empty or unknown query', () => {
    expect(searchGazetteer('san', 5)).toHaveLength(5);
    expect(searchGazetteer('  ', 5)).toEqual([]);
    expect(searchGazetteer('zzzz', 5)).toEqual([]);
  });

  it('turns a place into details a listing can use', () => {
    const place = gazetteerPlace('cl-rm-las-condes');
    expect(place).toBeDefined();
    expect(toDetails(place!)).toMatchObject({
      placeId: 'cl-rm-las-condes',
      name: 'Las Condes',
      city: 'Las Condes',
      region: 'Región Metropolitana',
      formattedAddress: 'Las Condes, Región Metropolitana, Chile',
    });
  });
});
