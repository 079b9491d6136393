import { describe, expect, it } from 'vitest';
import { GAZETTEER } from './gazetteer.js';
import { REGIONS, type RegionCode } from './gazetteer-data.js';

/** Comunas per region as the Subsecretaría de Desarrollo Regional counts them: 346 in all. */
const OFFICIAL_COMUNAS: Record<RegionCode, number> = {
  AP: 4,
  TA: 7,
  AN: 9,
  AT: 9,
  CO: 15,
  VS: 38,
  RM: 52,
  LI: 33,
  ML: 30,
  NB: 21,
  BI: 33,
  AR: 32,
  LR: 12,
  LL: 30,
  AI: 10,
  MA: 11,
};

describe('the gazetteer is complete', () => {
  it('holds the 16 regions, each once', () => {
    const regions = GAZETTEER.filter((p) => p.kind === 'region');
    expect(regions.map((r) => r.regionCode).sort()).toEqual(REGIONS.map((r) => r.code).sort());
    expect(regions).toHaveLength(16);
  });

  it('holds every comuna of every region: the official count per region, 346 in all', () => {
    const counted = Object.fromEntries(REGIONS.map((r) => [r.code, 0])) as Record<
      RegionCode,
      number
    >;
    for (const place of GAZETTEER) {
      if (place.kind === 'comuna' && place.regionCode) counted[place.regionCode] += 1;
    }
    expect(counted).toEqual(OFFICIAL_COMUNAS);
    expect(Object.values(counted).reduce((a, b) => a + b, 0)).toBe(346);
  });

  it('has no comuna twice in a region, and a population for each', () => {
    const comunas = GAZETTEER.filter((p) => p.kind === 'comuna');
    expect(new Set(comunas.map((c) => `${c.regionCode}/${c.name}`)).size).toBe(comunas.length);
    for (const c of comunas) expect(c.population, c.name).toBeGreaterThan(0);
  });

  it('knows the comunas that were missing, and the towns that are not comunas of their name', () => {
    const byName = (name: string) => GAZETTEER.filter((p) => p.name === name).map((p) => p.kind);
    for (const comuna of [
      'Alto Biobío',
      'Cholchol',
      'Curaco de Vélez',
      'Natales',
      'Cabo de Hornos',
      'Antártica',
      'Quinta de Tilcoco',
      'Yerbas Buenas',
      'Ñiquén',
    ]) {
      expect(byName(comuna), comuna).toEqual(['comuna']);
    }
    expect(byName('Puerto Natales')).toEqual(['city']);
    expect(byName('Puerto Williams')).toEqual(['city']);
    expect(byName('Chile')).toEqual(['country']);
  });
});
