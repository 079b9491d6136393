import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nReady } from '@/test/render-in-router';
import { filterCategoryTree, foldForSearch } from './what/category-filter';
import { renderWhat } from './test/harness';

beforeAll(() => i18nReady('en'));

const list = (name: string) => screen.getByRole('list', { name });
const names = (el: HTMLElement) =>
  within(el)
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/^\P{L}+/u, '').trim());

describe('filterCategoryTree', () => {
  const labels: Record<string, string> = {
    wellness: 'Bienestar y deporte',
    padel: 'Cancha de pádel',
    tennis: 'Cancha de tenis',
    soccer: 'Cancha de fútbol',
    work: 'Trabajo',
    'medical-box': 'Box médico',
  };
  const label = (id: string) => labels[id] ?? id;

  it('folds accents and case', () => {
    expect(foldForSearch('  Cáncha de PÁDEL ')).toBe('cancha de padel');
  });

  it('keeps a category for its own label with every subcategory', () => {
    const found = filterCategoryTree('bienestar', label);
    expect(found.map((c) => c.id)).toEqual(['wellness']);
    expect(found[0]?.subcategories).toHaveLength(10);
  });

  it('keeps a category for its matching subcategories only, accent-insensitively', () => {
    expect(filterCategoryTree('FUTBOL', label)).toEqual([
      { id: 'wellness', subcategories: ['soccer', 'futbolito'] },
    ]);
    expect(filterCategoryTree('medico', label)).toEqual([
      { id: 'work', subcategories: ['medical-box'] },
    ]);
    expect(filterCategoryTree('cancha', label)).toEqual([
      { id: 'wellness', subcategories: ['soccer', 'tennis', 'padel'] },
    ]);
  });

  it('an empty search keeps the whole tree; no match keeps nothing', () => {
    expect(filterCategoryTree('  ', label)).toHaveLength(5);
    expect(filterCategoryTree('zzz', label)).toEqual([]);
  });
});

describe('WhatPanel, desktop', () => {
  it('lists Featured and the categories; a category opens its subcategories without completing', async () => {
    const user = userEvent.setup();
    const { calls } = renderWhat({ initial: null });
    expect(names(list('Categories'))).toEqual([
      'Featured',
      'Productions',
      'Events',
      'Work',
      'Recreation',
      'Wellness & sports',
    ]);
    expect(screen.getByRole('button', { name: /Featured/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: /Events/ }));
    expect(calls).toEqual([['events', false]]);
    expect(names(list('Events'))).toEqual(['Event hall', 'Restaurant', 'Outdoor space', 'Terrace']);
    await user.click(screen.getByRole('button', { name: /Terrace/ }));
    expect(calls.at(-1)).toEqual(['terrace', true]);
    expect(screen.getByRole('button', { name: /Terrace/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('Featured clears the filter and completes the step', async () => {
    const user = userEvent.setup();
    const { calls } = renderWhat({ initial: 'gym' });
    // A subcategory value opens on its category.
    expect(names(list('Wellness & sports'))).toContain('Gym');
    await user.click(screen.getByRole('button', { name: /Featured/ }));
    expect(calls).toEqual([[null, true]]);
  });

  it('the search box filters both levels', async () => {
    const user = userEvent.setup();
    renderWhat({ initial: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'court');
    expect(names(list('Categories'))).toEqual(['Wellness & sports']);
    expect(names(list('Wellness & sports'))).toEqual([
      'Tennis court',
      'Basketball court',
      'Padel court',
    ]);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nothing like this');
    expect(screen.getByRole('status').textContent).toContain('No categories match');
  });

  it('in Spanish, ignoring accents', async () => {
    await i18nReady('es');
    try {
      const user = userEvent.setup();
      renderWhat({ initial: null });
      await user.type(screen.getByRole('searchbox', { name: 'Buscar categorías' }), 'PADEL');
      expect(names(list('Categorías'))).toEqual(['Bienestar y deporte']);
      expect(names(list('Bienestar y deporte'))).toEqual(['Cancha de pádel']);
    } finally {
      await i18nReady('en');
    }
  });
});

describe('WhatPanel, homes (per day)', () => {
  it('offers the stay types and highlights, never the per-hour tree; each choice completes', async () => {
    const user = userEvent.setup();
    const { calls } = renderWhat({ mode: 'day', initial: null });
    expect(screen.queryByRole('button', { name: /Recreation/ })).toBeNull();
    expect(names(list('Type of place'))).toEqual([
      'House',
      'Apartment',
      'Cabin',
      'Guesthouse',
      'Hotel',
      'Glamping',
    ]);
    expect(names(list('Highlights'))).toContain('Lakefront');
    await user.click(screen.getByRole('button', { name: /^Cabin$/ }));
    expect(calls).toEqual([['cabin', true]]);
    expect(screen.getByRole('button', { name: /^Cabin$/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('filters both groups in Spanish, ignoring accents', async () => {
    await i18nReady('es');
    try {
      const user = userEvent.setup();
      renderWhat({ mode: 'day', initial: null });
      await user.type(screen.getByRole('searchbox', { name: 'Buscar categorías' }), 'CABANA');
      expect(names(list('Tipo de alojamiento'))).toEqual(['Cabaña']);
      expect(names(list('Destacados'))).toEqual(['Cabañas']);
    } finally {
      await i18nReady('en');
    }
  });
});

describe('WhatPanel, mobile', () => {
  it('goes from categories to subcategories and back', async () => {
    const user = userEvent.setup();
    const { calls } = renderWhat({ variant: 'mobile', initial: null });
    expect(screen.queryByRole('list', { name: 'Work' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Work/ }));
    expect(calls).toEqual([['work', false]]);
    expect(screen.queryByRole('list', { name: 'Categories' })).toBeNull();
    expect(names(list('Work'))).toContain('Coworking');
    await user.click(screen.getByRole('button', { name: 'Back to categories' }));
    expect(names(list('Categories'))).toContain('Work');
    await user.click(screen.getByRole('button', { name: /Work/ }));
    await user.click(screen.getByRole('button', { name: /Coworking/ }));
    expect(calls.at(-1)).toEqual(['co-work', true]);
  });
});

afterAll(() => i18nReady('en'));
