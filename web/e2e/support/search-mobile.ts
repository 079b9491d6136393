import { expect, type Locator, type Page, type Response } from '@playwright/test';

// What the phone search journeys (search-mobile.spec.ts) share: the texts they look for in each
// language, Chile's calendar, a real drag on the sheet's handle, and the /api/search answer.

export type Language = 'en' | 'es';

/** The visible texts the journeys find controls and messages by, per interface language. */
export interface SearchTexts {
  pillPlaceholder: string;
  modal: string;
  steps: { where: string; what: string; when: string; who: string };
  collapsed: { where: string; what: string; when: string; who: string };
  addDates: string;
  addGuests: string;
  clearAll: string;
  sheet: string;
  sheetClose: string;
  sheetSearch: string;
  searchResults: string;
  suggested: string;
  tip: string;
  recreation: string;
  productions: string;
  apartment: string;
  weekend: string;
  adults: string;
  children: string;
  addOne: (label: string) => string;
  removeOne: (label: string) => string;
  petsHint: string;
  serviceAnimals: string;
  guests: (count: number) => string;
  perDay: string;
  perHour: string;
  toastHour: string;
  toastDay: string;
  filters: string;
  moreTab: string;
  showResults: string;
  showMap: string;
  showList: string;
  mapLabel: string;
  nearHeading: (place: string) => string;
}

export const TEXTS: Record<Language, SearchTexts> = {
  en: {
    pillPlaceholder: 'Where to?',
    modal: 'Search',
    steps: {
      where: 'Where are you going?',
      what: 'What are you looking for?',
      when: 'When will you be there?',
      who: "Who's coming?",
    },
    collapsed: { where: 'Where', what: 'What', when: 'When', who: 'Who' },
    addDates: 'Add dates',
    addGuests: 'Add guests',
    clearAll: 'Clear all',
    sheet: 'Explore destinations',
    sheetClose: 'Close',
    sheetSearch: 'Search destinations',
    searchResults: 'Search results',
    suggested: 'Suggested destinations',
    tip: 'Tip: Select a location from the suggestions or use your current location to get better search results!',
    recreation: 'Recreation',
    productions: 'Productions',
    apartment: 'Apartment',
    weekend: 'Weekend',
    adults: 'Adults',
    children: 'Children',
    addOne: (label) => `Add one: ${label}`,
    removeOne: (label) => `Remove one: ${label}`,
    petsHint: 'Bringing a service animal?',
    serviceAnimals: "Service animals are always welcome and don't count as pets.",
    guests: (count) => `${count} guest${count === 1 ? '' : 's'}`,
    perDay: 'Per day',
    perHour: 'Per hour',
    toastHour: 'Now showing prices per hour',
    toastDay: 'Now showing prices per day',
    filters: 'Filters',
    moreTab: 'More',
    showResults: 'Show results',
    showMap: 'Map',
    showList: 'List',
    mapLabel: 'Map of the results',
    nearHeading: (place) => `Stays near ${place}`,
  },
  es: {
    pillPlaceholder: '¿Adónde vas?',
    modal: 'Buscar',
    steps: {
      where: '¿Adónde vas?',
      what: '¿Qué estás buscando?',
      when: '¿Cuándo vas a estar ahí?',
      who: '¿Quiénes van?',
    },
    collapsed: { where: 'Dónde', what: 'Qué', when: 'Cuándo', who: 'Quién' },
    addDates: 'Agrega fechas',
    addGuests: 'Agrega huéspedes',
    clearAll: 'Borrar todo',
    sheet: 'Explorar destinos',
    sheetClose: 'Cerrar',
    sheetSearch: 'Buscar destinos',
    searchResults: 'Resultados de búsqueda',
    suggested: 'Destinos sugeridos',
    tip: 'Consejo: elige un lugar de las sugerencias o usa tu ubicación actual para obtener mejores resultados.',
    recreation: 'Recreación',
    productions: 'Producciones',
    apartment: 'Departamento',
    weekend: 'Fin de semana',
    adults: 'Adultos',
    children: 'Niños',
    addOne: (label) => `Agregar uno: ${label}`,
    removeOne: (label) => `Quitar uno: ${label}`,
    petsHint: '¿Vienes con un animal de asistencia?',
    serviceAnimals:
      'Los animales de asistencia siempre son bienvenidos y no cuentan como mascotas.',
    guests: (count) => (count === 1 ? '1 huésped' : `${count} huéspedes`),
    perDay: 'Por día',
    perHour: 'Por hora',
    toastHour: 'Ahora ves precios por hora',
    toastDay: 'Ahora ves precios por día',
    filters: 'Filtros',
    moreTab: 'Más',
    showResults: 'Mostrar resultados',
    showMap: 'Mapa',
    showList: 'Lista',
    mapLabel: 'Mapa de los resultados',
    nearHeading: (place) => `Alojamientos cerca de ${place}`,
  },
};

/** The part of the browser's Storage used here (this file is type-checked without the DOM). */
interface WebStorage {
  setItem(key: string, value: string): void;
}

/** Opens every page of the test in `language`, as a returning visitor who chose it would. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript(
    (lng) =>
      (globalThis as unknown as { localStorage: WebStorage }).localStorage.setItem(
        'i18nextLng',
        lng,
      ),
    language,
  );
}

/** Today in Chile (the calendar's today), as YYYY-MM-DD. */
export function todayInChile(): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
}

export function shiftDay(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** decisions.md: 'Fin de semana' is the coming Friday (today when it is Friday) to Sunday. */
export function comingWeekend(today: string): { checkIn: string; checkOut: string } {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday … 5 = Friday
  const checkIn = shiftDay(today, (5 - weekday + 7) % 7);
  return { checkIn, checkOut: shiftDay(checkIn, 2) };
}

/**
 * Drags the sheet's handle `dy` pixels down with real input events: the mouse, or one finger
 * through the DevTools protocol (what a phone sends), both ending in pointer events.
 */
export async function dragDown(
  page: Page,
  handle: Locator,
  dy: number,
  via: 'mouse' | 'touch',
): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('The handle is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const steps = 8;
  if (via === 'mouse') {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + dy, { steps });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  try {
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', py: number | null) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: py === null ? [] : [{ x, y: py, id: 1 }],
      });
    await touch('touchStart', y);
    for (let i = 1; i <= steps; i += 1) await touch('touchMove', y + (dy * i) / steps);
    await touch('touchEnd', null);
  } finally {
    await cdp.detach();
  }
}

/** The part of the browser's window used here (no DOM types in this project). */
interface Scrolling {
  scrollY: number;
  scrollTo(options: { top: number; behavior: 'instant' }): void;
  requestAnimationFrame(callback: () => void): number;
}
// The functions given to page.evaluate run in the browser: they reach the window themselves.

/** Scrolls the page to `y` and waits until it is there. */
export async function scrollPageTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) => (globalThis as unknown as Scrolling).scrollTo({ top, behavior: 'instant' }),
    y,
  );
  await expect
    .poll(() => page.evaluate(() => Math.round((globalThis as unknown as Scrolling).scrollY)))
    .toBe(y);
}

/** Resolves after two animation frames: what a frame-throttled scroll handler needs to run. */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const win = globalThis as unknown as Scrolling;
        win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve()));
      }),
  );
}

/** A card of the results as GET /api/search describes it (contracts/src/listing/search.ts). */
export interface Hit {
  id: string;
  title: string;
  lat: number;
  lng: number;
  maxGuests: number;
  subcategory: string | null;
  distanceM: number | null;
  petsAllowed: boolean;
  instantBook: boolean;
}

export interface SearchAnswer {
  query: URLSearchParams;
  items: Hit[];
}

/** The next first-page GET /api/search whose query has every `expected` value. */
export function nextSearch(page: Page, expected: Record<string, string>): Promise<SearchAnswer> {
  const matches = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/search' || url.searchParams.has('cursor')) return false;
    return Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value);
  };
  return page.waitForResponse(matches).then(async (response) => {
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { items: Hit[] };
    return { query: new URL(response.url()).searchParams, items: body.items };
  });
}

/**
 * A toast by its text. Not by its role: while a Radix dialog is open everything outside it,
 * the toaster included, is aria-hidden, and the role query skips it (the text still shows).
 */
export function toast(page: Page, text: string): Locator {
  // Not the search modal's own live region, which repeats the sheet's tip for screen readers.
  return page
    .getByText(text, { exact: true })
    .and(page.locator(':not([data-testid="sheet-tip-status"])'));
}
