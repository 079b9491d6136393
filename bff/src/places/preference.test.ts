import { describe, expect, it } from 'vitest';
import { pickPreferred, shortRegion } from './preference.js';

const result = (name: string, ...types: string[]) => ({
  name,
  types,
  address_components: [{ long_name: name, types }],
});

describe("Google's results by the spec's preference", () => {
  it('takes a locality first, wherever it stands', () => {
    const picked = pickPreferred([
      result('Av. Apoquindo 3000', 'street_address'),
      result('Región Metropolitana', 'administrative_area_level_1', 'political'),
      result('Las Condes', 'locality', 'political'),
      result('Chile', 'country', 'political'),
    ]);
    expect(picked).toMatchObject({ kind: 'locality', matchedType: 'locality' });
    expect(picked?.result.name).toBe('Las Condes');
  });

  it('then administrative levels 1, 2 and 3, then a sublocality or neighbourhood, then the country', () => {
    const a1 = result('Región de Valparaíso', 'administrative_area_level_1');
    const a2 = result('Provincia de Valparaíso', 'administrative_area_level_2');
    const a3 = result('Quintero', 'administrative_area_level_3');
    const sub = result('Bellavista', 'sublocality_level_1', 'sublocality');
    const hood = result('Barrio Italia', 'neighborhood');
    const country = result('Chile', 'country');
    const kind = (...rs: ReturnType<typeof result>[]) => {
      const p = pickPreferred(rs);
      return p && [p.result.name, p.kind];
    };
    expect(kind(country, sub, a3, a2, a1)).toEqual(['Región de Valparaíso', 'region']);
    expect(kind(country, sub, a3, a2)).toEqual(['Provincia de Valparaíso', 'region']);
    expect(kind(country, sub, a3)).toEqual(['Quintero', 'locality']);
    expect(kind(country, hood, sub)).toEqual(['Barrio Italia', 'neighbourhood']);
    expect(kind(country, sub)).toEqual(['Bellavista', 'neighbourhood']);
    expect(kind(country)).toEqual(['Chile', 'country']);
  });

  it('falls back to the first result as a precise point, and to nothing for no result', () => {
    expect(pickPreferred([result('Av. Apoquindo 3000', 'street_address')])).toMatchObject({
      kind: 'neighbourhood',
    });
    expect(pickPreferred([])).toBeNull();
  });
});

describe("Google's region names", () => {
  it('become the short names listings store', () => {
    expect(shortRegion('Región de Valparaíso')).toBe('Valparaíso');
    expect(shortRegion('Región Metropolitana de Santiago')).toBe('Región Metropolitana');
    expect(shortRegion("Región del Libertador General Bernardo O'Higgins")).toBe("O'Higgins");
    expect(shortRegion('Región de Los Lagos')).toBe('Los Lagos');
    expect(shortRegion('Los Ríos')).toBe('Los Ríos');
    expect(shortRegion('Región de la Araucanía')).toBe('Araucanía');
    expect(shortRegion('Aysén del General Carlos Ibáñez del Campo')).toBe('Aysén');
    expect(shortRegion('Magallanes y de la Antártica Chilena')).toBe('Magallanes');
    expect(shortRegion('Río Negro')).toBe('Río Negro');
  });
});
