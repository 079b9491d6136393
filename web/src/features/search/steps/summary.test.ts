import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nReady, testI18n } from '@/test/render-in-router';
import { NO_GUESTS } from '../state';
import { summarizeCategory, summarizeDates, summarizeGuests } from './summary';

beforeAll(() => i18nReady('en'));
afterAll(() => i18nReady('en'));

async function inLanguage(lng: 'en' | 'es') {
  await i18nReady(lng);
  // Any namespace's t works: the keys name their own.
  return testI18n.getFixedT(lng, 'search');
}

describe('summaries in English', () => {
  it('dates', async () => {
    const t = await inLanguage('en');
    expect(summarizeDates(null, t, 'en')).toBe('');
    expect(
      summarizeDates({ kind: 'range', checkIn: '2026-12-12', checkOut: '2026-12-15' }, t, 'en'),
    ).toBe('Dec 12 – 15');
    expect(
      summarizeDates({ kind: 'range', checkIn: '2026-12-30', checkOut: '2027-01-02' }, t, 'en'),
    ).toBe('Dec 30 – Jan 2');
    expect(summarizeDates({ kind: 'day', date: '2026-12-12' }, t, 'en')).toBe('Dec 12');
    expect(
      summarizeDates({ kind: 'day', date: '2026-12-12', startTime: '10:00', hours: 2 }, t, 'en'),
    ).toBe('Dec 12, 10:00 AM · 2 h');
    expect(summarizeDates({ kind: 'flexible', flexibility: 'weekend' }, t, 'en')).toBe('A weekend');
  });

  it('guests', async () => {
    const t = await inLanguage('en');
    expect(summarizeGuests(NO_GUESTS, t)).toBe('');
    expect(summarizeGuests({ adults: 1, children: 0, infants: 0, pets: 0 }, t)).toBe('1 guest');
    expect(summarizeGuests({ adults: 1, children: 1, infants: 1, pets: 2 }, t)).toBe(
      '2 guests, 1 infant, 2 pets',
    );
  });

  it('categories and stay themes', async () => {
    const t = await inLanguage('en');
    expect(summarizeCategory(null, t)).toBe('');
    expect(summarizeCategory('featured', t)).toBe('');
    expect(summarizeCategory('padel', t)).toBe('Padel court');
    expect(summarizeCategory('events', t)).toBe('Events');
    expect(summarizeCategory('trending', t)).toBe('Trending');
    expect(summarizeCategory('amazing-views', t)).toBe('Amazing views');
  });
});

describe('summaries in Spanish', () => {
  it('dates', async () => {
    const t = await inLanguage('es');
    expect(
      summarizeDates({ kind: 'range', checkIn: '2026-12-12', checkOut: '2026-12-15' }, t, 'es'),
    ).toBe('12–15 dic');
    expect(
      summarizeDates({ kind: 'range', checkIn: '2026-12-30', checkOut: '2027-01-02' }, t, 'es'),
    ).toBe('30 dic – 2 ene');
    expect(
      summarizeDates({ kind: 'day', date: '2026-12-12', startTime: '10:00', hours: 2 }, t, 'es'),
    ).toBe('12 dic, 10:00 · 2 h');
    expect(summarizeDates({ kind: 'flexible', flexibility: 'weekend' }, t, 'es')).toBe(
      'Un fin de semana',
    );
    expect(summarizeDates({ kind: 'flexible', flexibility: 'month' }, t, 'es')).toBe('Un mes');
  });

  it('guests', async () => {
    const t = await inLanguage('es');
    expect(summarizeGuests({ adults: 2, children: 0, infants: 1, pets: 1 }, t)).toBe(
      '2 huéspedes, 1 bebé, 1 mascota',
    );
    expect(summarizeGuests({ adults: 1, children: 0, infants: 2, pets: 0 }, t)).toBe(
      '1 huésped, 2 bebés',
    );
  });

  it('categories and stay themes', async () => {
    const t = await inLanguage('es');
    expect(summarizeCategory('padel', t)).toBe('Cancha de pádel');
    expect(summarizeCategory('cabins', t)).toBe('Cabañas');
    expect(summarizeCategory('trending', t)).toBe('Tendencias');
  });
});
