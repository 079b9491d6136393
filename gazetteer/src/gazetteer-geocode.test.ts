import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  geocodeGazetteer,
  reverseGazetteer,
  searchGazetteer,
  toGeocodeResult,
} from './gazetteer.js';

const geocoded = (text: string) => geocodeGazetteer(text)?.id;

describe('gazetteer geocoding', () => {
  it('finds an exact name, accent- and case-insensitively, then a prefix', () => {
    expect(geocoded('Las Condes')).toBe('cl-rm-las-condes');
    expect(geocoded('NUNOA')).toBe('cl-rm-nunoa');
    expect(geocoded('  valdivia ')).toBe('cl-lr-valdivia');
    // A prefix: the biggest place that starts with it.
    expect(geocoded('puerto m')).toBe('cl-ll-puerto-montt');
    expect(geocoded('Concep')).toBe('cl-bi-concepcion');
  });

  it('does not guess from a word inside a name, nor from nothing', () => {
    expect(geocoded('montt')).toBeUndefined();
    expect(geocoded('Atlantis')).toBeUndefined();
    expect(geocoded(' , ')).toBeUndefined();
  });

  it('prefers a locality, then a region, then the country; a region over a small namesake', () => {
    expect(geocoded('Valparaíso')).toBe('cl-vs-valparaiso');
    expect(geocoded('Antofagasta')).toBe('cl-an-antofagasta');
    expect(geocoded('Santiago')).toBe('cl-rm-santiago');
    // Comunas of these names exist (Maule, Aysén, O'Higgins in Aysén, Los Lagos in Los Ríos),
    // but people mean the region.
    expect(geocoded('Maule')).toBe('cl-region-ml');
    expect(geocoded("O'Higgins")).toBe('cl-region-li');
    expect(geocoded('Los Lagos')).toBe('cl-region-ll');
    expect(geocoded('Biobío')).toBe('cl-region-bi');
    expect(geocoded('Región Metropolitana')).toBe('cl-region-rm');
    expect(geocoded('Chile')).toBe('cl-country');
  });

  it('reads the text of a suggestion: the name, then its region or country', () => {
    expect(geocoded('Las Condes, Región Metropolitana, Chile')).toBe('cl-rm-las-condes');
    expect(geocoded('San Carlos, Ñuble')).toBe('cl-nb-san-carlos');
    expect(geocoded('Las Condes, Santiago')).toBe('cl-rm-las-condes');
    expect(geocoded('Temuco, Perú')).toBeUndefined();
    expect(geocoded('Temuco, Valparaíso')).toBeUndefined();
  });

  it('knows Bariloche (the mobile suggested destinations) without suggesting it', () => {
    expect(geocoded('Bariloche')).toBe('ar-rn-san-carlos-de-bariloche');
    expect(geocoded('San Carlos de Bariloche, Río Negro, Argentina')).toBe(
      'ar-rn-san-carlos-de-bariloche',
    );
    expect(searchGazetteer('bariloche', 5)).toEqual([]);
    expect(searchGazetteer('chile', 5).map((p) => p.kind)).not.toContain('country');
  });

  it('says what kind of place answered', () => {
    const kind = (text: string) => toGeocodeResult(geocodeGazetteer(text)!).kind;
    expect(kind('Providencia')).toBe('locality');
    expect(kind('Puerto Natales')).toBe('locality');
    expect(kind('Bariloche')).toBe('locality');
    expect(kind('Araucanía')).toBe('region');
    expect(kind('Chile')).toBe('country');
    expect(toGeocodeResult(geocodeGazetteer('Bariloche')!)).toEqual({
      placeId: 'ar-rn-san-carlos-de-bariloche',
      name: 'San Carlos de Bariloche',
      formattedAddress: 'San Carlos de Bariloche, Río Negro, Argentina',
      city: 'San Carlos de Bariloche',
      region: 'Río Negro',
      lat: -41.1335,
      lng: -71.3103,
      types: ['locality', 'political'],
      kind: 'locality',
    });
    expect(toGeocodeResult(geocodeGazetteer('Chile')!)).toMatchObject({
      name: 'Chile',
      formattedAddress: 'Chile',
      city: '',
      region: '',
      types: ['country', 'political'],
    });
  });
});

describe('gazetteer reverse geocoding', () => {
  it('measures great-circle distances', () => {
    // One degree of a great circle on a 6371 km sphere is 111.19 km; at 60° a degree of
    // longitude is half that along the parallel (slightly more along the great circle).
    expect(distanceKm(-33, -70, -34, -70)).toBeCloseTo(111.19, 1);
    expect(distanceKm(0, -70, 0, -71)).toBeCloseTo(111.19, 1);
    expect(distanceKm(-60, -70, -60, -71)).toBeCloseTo(55.6, 0);
    expect(distanceKm(-33, -70, -33, -70)).toBe(0);
  });

  it('names the nearest comuna or town, never a region or the country', () => {
    expect(reverseGazetteer(-33.41, -70.57)?.name).toBe('Las Condes');
    expect(reverseGazetteer(-33.4372, -70.6506)?.name).toBe('Santiago');
    expect(reverseGazetteer(-41.14, -71.3)?.name).toBe('San Carlos de Bariloche');
    expect(reverseGazetteer(-62.19, -58.98)?.name).toBe('Antártica');
    // A town on its comuna's seat is named by the town.
    expect(reverseGazetteer(-54.9333, -67.6167)?.name).toBe('Puerto Williams');
    expect(reverseGazetteer(-51.73, -72.49)?.name).toBe('Puerto Natales');
    expect(reverseGazetteer(-45.4, -72.7)?.name).toBe('Puerto Aysén');
    // Mid-way between Chile's central coast and Juan Fernández: the ocean.
    expect(reverseGazetteer(-33.5, -75.5)).toBeUndefined();
    expect(reverseGazetteer(0, 0)).toBeUndefined();
  });

  it('answers within 100 km and not beyond', () => {
    // Due west of Juan Fernández (-33.6369, -78.8281): 1° of longitude there is ~92.7 km.
    expect(reverseGazetteer(-33.6369, -79.85)?.name).toBe('Juan Fernández');
    expect(reverseGazetteer(-33.6369, -79.95)).toBeUndefined();
  });
});
