import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, renderInRouter } from '@/test/render-in-router';
import type { SearchPlace } from '../state';
import { PLACE_RADIUS_KM } from './place-radius';
import {
  clearToasts,
  details,
  notFound,
  prediction,
  stubPlaces,
  WhereField,
} from './where-test-support';
import { WhereSuggestions } from './where-suggestions';

beforeAll(() => i18nReady('en'));
afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
});

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

const LAS_CONDES = prediction('cl-rm-las-condes', 'Las Condes', 'Región Metropolitana, Chile');
const LA_REINA = prediction('cl-rm-la-reina', 'La Reina', 'Región Metropolitana, Chile');

describe('WhereSuggestions with nothing typed', () => {
  it('desktop: the nearby entry, then Santiago, Las Condes, Providencia, La Reina, Viña del Mar, Ñuñoa', async () => {
    const calls = stubPlaces(() => notFound);
    renderInRouter(<WhereSuggestions variant="desktop" query="" onPick={() => undefined} />);
    await screen.findByRole('listbox');
    const names = optionNames();
    expect(names).toHaveLength(7);
    expect(names[0]).toContain('Use current location');
    expect(names.slice(1).map((n) => n?.split('Región')[0]?.split('Valparaíso')[0])).toEqual([
      'Santiago',
      'Las Condes',
      'Providencia',
      'La Reina',
      'Viña del Mar',
      'Ñuñoa',
    ]);
    expect(calls).toEqual([]);
  });

  it('mobile: the spec’s suggested destinations, picked with their coordinates', async () => {
    stubPlaces(() => notFound);
    const picked: SearchPlace[] = [];
    renderInRouter(<WhereSuggestions variant="mobile" query="" onPick={(p) => picked.push(p)} />);
    await screen.findByRole('listbox');
    expect(optionNames()).toHaveLength(6);
    for (const name of [
      'Santiago',
      'La Serena',
      'Viña del Mar',
      'Pucón',
      'San Carlos de Bariloche',
    ]) {
      await userEvent.click(screen.getByRole('option', { name: new RegExp(`^${name}`) }));
    }
    expect(picked.map((p) => [p.label, p.lat, p.lng])).toEqual([
      ['Santiago', -33.4489, -70.6693],
      ['La Serena', -29.9027, -71.2519],
      ['Viña del Mar', -33.0245, -71.5518],
      ['Pucón', -39.2825, -71.9773],
      ['San Carlos de Bariloche, Argentina', -41.1335, -71.3103],
    ]);
    expect(picked.every((p) => p.radiusKm === PLACE_RADIUS_KM.locality)).toBe(true);
  });
});

describe('WhereSuggestions with text', () => {
  it('asks once, 300 ms after the typing stops, and shows up to 5 predictions', async () => {
    const calls = stubPlaces(({ path, query }) =>
      path === '/places/autocomplete'
        ? {
            body: {
              predictions: Array.from({ length: 7 }, (_, i) =>
                prediction(`p${i}`, `${query.get('q')} ${i}`, 'Chile'),
              ),
            },
          }
        : notFound,
    );
    const user = userEvent.setup();
    renderInRouter(<WhereField onPick={() => undefined} />);
    const input = await screen.findByRole('combobox', { name: 'Where' });
    await user.type(input, 'las c');
    // Typing took a few ms per key, less than the debounce: nothing was asked yet.
    expect(calls).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await waitFor(() => expect(optionNames()).toHaveLength(5));
    expect(calls.map((c) => [c.path, c.query.get('q'), c.query.get('limit')])).toEqual([
      ['/places/autocomplete', 'las c', '5'],
    ]);
    expect(optionNames()[0]).toBe('las c 0Chile');
  });

  it('says so when no place matches, suggesting a Chilean city', async () => {
    stubPlaces(() => ({ body: { predictions: [] } }));
    renderInRouter(<WhereSuggestions variant="desktop" query="zzz" onPick={() => undefined} />);
    expect(await screen.findByText('No places match “zzz”')).toBeTruthy();
    expect(screen.getByText('Try searching for a Chilean city')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('arrow keys move through the options while the input keeps focus; Enter picks', async () => {
    stubPlaces(({ path }) => {
      if (path === '/places/autocomplete') return { body: { predictions: [LAS_CONDES, LA_REINA] } };
      if (path === '/places/cl-rm-la-reina') {
        return { body: details('cl-rm-la-reina', 'La Reina', -33.4411, -70.5383, ['locality']) };
      }
      return notFound;
    });
    const picked: SearchPlace[] = [];
    const user = userEvent.setup();
    renderInRouter(<WhereField onPick={(p) => picked.push(p)} />);
    const input = await screen.findByRole('combobox', { name: 'Where' });
    await user.type(input, 'la');
    await waitFor(() => expect(optionNames()).toHaveLength(2));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    // Wraps round to the first.
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(document.activeElement).toBe(input);

    await waitFor(() => expect(picked).toHaveLength(1));
    expect(picked[0]).toEqual({
      label: 'La Reina, Región Metropolitana',
      lat: -33.4411,
      lng: -70.5383,
      radiusKm: PLACE_RADIUS_KM.locality,
    });
  });

  it('a region gets the wide radius', async () => {
    stubPlaces(({ path }) => {
      if (path === '/places/autocomplete') {
        return {
          body: { predictions: [prediction('cl-region-vs', 'Región de Valparaíso', 'Chile')] },
        };
      }
      return {
        body: details('cl-region-vs', 'Región de Valparaíso', -33.04, -71.61, [
          'administrative_area_level_1',
          'political',
        ]),
      };
    });
    const picked: SearchPlace[] = [];
    renderInRouter(
      <WhereSuggestions variant="desktop" query="valpa" onPick={(p) => picked.push(p)} />,
    );
    await userEvent.click(await screen.findByRole('option', { name: /Región de Valparaíso/ }));
    await waitFor(() => expect(picked).toHaveLength(1));
    expect(picked[0]).toMatchObject({
      label: 'Región de Valparaíso',
      radiusKm: PLACE_RADIUS_KM.region,
    });
  });

  it('details failing: keeps the label without coordinates and warns (desktop: “region”)', async () => {
    stubPlaces(({ path }) =>
      path === '/places/autocomplete'
        ? { body: { predictions: [LAS_CONDES] } }
        : { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } },
    );
    const picked: SearchPlace[] = [];
    renderInRouter(
      <WhereSuggestions variant="desktop" query="las" onPick={(p) => picked.push(p)} />,
    );
    await userEvent.click(await screen.findByRole('option', { name: /Las Condes/ }));
    await waitFor(() => expect(picked).toHaveLength(1));
    expect(picked[0]).toEqual({ label: 'Las Condes, Región Metropolitana', lat: null, lng: null });
    expect(
      await screen.findByText(
        'Could not find coordinates for this region. Search results may be less accurate.',
      ),
    ).toBeTruthy();
  });

  it('mobile warns about “this location” instead', async () => {
    stubPlaces(({ path }) =>
      path === '/places/autocomplete' ? { body: { predictions: [LAS_CONDES] } } : notFound,
    );
    renderInRouter(<WhereSuggestions variant="mobile" query="las" onPick={() => undefined} />);
    await userEvent.click(await screen.findByRole('option', { name: /Las Condes/ }));
    expect(
      await screen.findByText(
        'Could not find coordinates for this location. Search results may be less accurate.',
      ),
    ).toBeTruthy();
  });

  it('without an input of its own the list takes focus and the keys', async () => {
    stubPlaces(() => notFound);
    const picked: SearchPlace[] = [];
    renderInRouter(<WhereSuggestions variant="desktop" query="" onPick={(p) => picked.push(p)} />);
    const list = await screen.findByRole('listbox');
    list.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(list.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]!.id);
    expect(picked.map((p) => p.label)).toEqual(['Las Condes']);
  });

  it('Spanish: the nearby entry and the no-results texts', async () => {
    await i18nReady('es');
    try {
      stubPlaces(() => ({ body: { predictions: [] } }));
      renderInRouter(<WhereSuggestions variant="desktop" query="qq" onPick={() => undefined} />);
      expect(await screen.findByText('Prueba buscando una ciudad de Chile')).toBeTruthy();
    } finally {
      await i18nReady('en');
    }
  });
});
