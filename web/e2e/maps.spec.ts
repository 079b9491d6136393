import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedUser, uniqueEmail } from './support/auth.js';
import { createDraft } from './support/host-listings.js';
import { useLanguage } from './support/search-mobile.js';

// Issue 31, 'Maps that tell the truth', on a 390 px phone: the offline map never draws the sea over
// inland Santiago (not even while its basemap is still on the way), says it has no streets, keeps
// to the zooms it can draw, clusters overlapping prices, and the wizard does not ask for a drag
// it cannot honour. Colours are read from screenshots (MapLibre's canvas is not readable from the
// page once composited).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The offline style's sea (features/maps/offline-style.ts WATER_COLOR). */
const WATER: [number, number, number] = [0xcf, 0xe2, 0xec];
const PROVIDENCIA = { lat: -33.4289, lng: -70.6093 };

// The e2e files compile without the DOM's types: the little of it used in the page, typed here.
interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface Boxed {
  getBoundingClientRect(): Rect;
  style: { visibility: string };
  textContent: string | null;
}
interface PageGlobals {
  Image: new () => { src: string; width: number; height: number; decode(): Promise<void> };
  innerWidth: number;
  document: {
    createElement(tag: 'canvas'): {
      width: number;
      height: number;
      getContext(kind: '2d'): {
        drawImage(image: unknown, x: number, y: number): void;
        getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
      };
    };
  };
}
const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** RGB of the given page points, read from one screenshot decoded by the browser itself. */
async function colorsAt(page: Page, points: { x: number; y: number }[]) {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, points }) => {
      const web = globalThis as unknown as PageGlobals;
      const image = new web.Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = web.document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(image, 0, 0);
      const scale = image.width / web.innerWidth;
      return points.map(({ x, y }) => {
        const d = ctx.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data;
        return [d[0], d[1], d[2]] as [number, number, number];
      });
    },
    { png, points },
  );
}

const isWater = ([r, g, b]: [number, number, number]) =>
  Math.abs(r - WATER[0]) + Math.abs(g - WATER[1]) + Math.abs(b - WATER[2]) <= 6;

/** A grid of points over a box, inset from its edges. */
async function grid(box: Locator, step = 24) {
  const b = await box.boundingBox();
  if (!b) throw new Error('no box');
  const points: { x: number; y: number }[] = [];
  for (let y = b.y + 8; y < b.y + b.height - 8; y += step)
    for (let x = b.x + 8; x < b.x + b.width - 8; x += step) points.push({ x, y });
  return points;
}

test('results around Providencia: no water over Santiago (loading or loaded), clusters, the note', async ({
  page,
}) => {
  await useLanguage(page, 'es');
  // Hold the map's code, then the basemap: what the map shows before either arrives must not
  // be the sea.
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/map-view-impl-[^/]*\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chile-[^/]*\.json$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(
    `/?lat=${PROVIDENCIA.lat}&lng=${PROVIDENCIA.lng}&location=Providencia&radius=5&view=map`,
  );
  const loading = page.getByTestId('results-map-loading');
  await expect(loading).toBeVisible();
  expect((await colorsAt(page, await grid(loading))).filter(isWater)).toEqual([]);
  releaseCode();

  const map = page.getByTestId('results-map');
  await expect(map.locator('canvas')).toBeVisible();
  // The map view fits results within 5 km of Providencia: every point of it is inland.
  await page.waitForTimeout(500);
  const points = await grid(map);
  expect((await colorsAt(page, points)).filter(isWater)).toEqual([]);

  release();
  await expect(page.getByTestId('offline-map-note')).toHaveText(
    'Mapa simplificado: solo ciudades y comunas, sin calles.',
  );
  // Land is drawn: the comunas are labelled.
  await expect(map.getByText('Ñuñoa', { exact: true })).toBeVisible();
  expect((await colorsAt(page, points)).filter(isWater)).toEqual([]);

  // The demo seed has several listings in a few blocks of Providencia: they are clustered, and
  // no price marker lies over another.
  const clusters = map.locator('[data-cluster-marker]');
  await expect(clusters.first()).toBeVisible();
  const count = Number(await clusters.first().textContent());
  expect(count).toBeGreaterThan(1);
  const boxes = await map.locator('[data-price-marker] > span').evaluateAll((els) =>
    (els as unknown as Boxed[]).map((el) => {
      const { left, right, top, bottom } = el.getBoundingClientRect();
      return { left, right, top, bottom };
    }),
  );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      expect(overlaps(a, b), `price markers at ${a.left},${a.top} and ${b.left},${b.top}`).toBe(
        false,
      );
    }
  // A visible place label never sits under a price.
  const labelsUnderPrices = await map.evaluate((element) => {
    const root = element as unknown as { querySelectorAll(selector: string): Iterable<Boxed> };
    const prices = [...root.querySelectorAll('[data-price-marker], [data-cluster-marker]')].map(
      (el) => el.getBoundingClientRect(),
    );
    // Place labels are the map's aria-hidden markers (features/maps/map-labels.ts).
    return [...root.querySelectorAll('.maplibregl-marker[aria-hidden="true"]')]
      .filter((el) => el.style.visibility !== 'hidden')
      .filter((el) => {
        const a = el.getBoundingClientRect();
        return prices.some(
          (b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
        );
      })
      .map((el) => el.textContent);
  });
  expect(labelsUnderPrices).toEqual([]);

  // A cluster's click zooms in on it (or, where no zoom parts its results, lists them).
  const before = await map.locator('[data-price-marker]').count();
  await clusters.first().click();
  await expect
    .poll(async () => {
      const list = await page.getByTestId('map-cluster-list').isVisible();
      return list || (await map.locator('[data-price-marker]').count()) > before;
    })
    .toBe(true);
});

test('the wizard on the offline map: pin from the address, no drag asked, no water at any zoom', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createVerifiedUser(page.request, uniqueEmail('maps-wizard'));
  const id = await createDraft(page.request);
  await page.goto(`/edit-listing/${id}?step=location`);
  await expect(page.getByRole('heading', { name: 'Where is your space?' })).toBeVisible();
  await page.getByLabel('Street address').fill('Avenida Providencia 1234');
  await page.getByRole('combobox', { name: 'Neighbourhood or city' }).fill('Providencia');
  await page.getByTestId('place-suggestion').first().click();

  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-basemap', 'embedded');
  await expect(map.getByTestId('offline-map-note')).toHaveText(
    'Simplified map: towns and comunas only, no streets.',
  );
  // The gazetteer knows places, not streets: the pin is at the place, and the text says why it
  // cannot be dragged anywhere better.
  await expect(page.getByTestId('pin-hint')).toHaveText(
    /^The pin is at the centre of Providencia.*: your street address could not be placed on the map\. This map has no streets, so the pin can't be moved to a more exact position here; guests get your street address once they book\.$/,
  );
  await expect(page.getByText(/drag/i)).toHaveCount(0);
  // Not draggable: an image, not a button.
  await expect(map.getByRole('img', { name: 'Your space' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Your space' })).toHaveCount(0);

  // The map is centred on Providencia. Zoom in as far as it goes, then out step by step: just
  // beside the pin's tip (the point itself) there is never water.
  const canvas = map.locator('canvas');
  await expect(canvas).toBeVisible();
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const beside = [
    { x: cx - 5, y: cy + 4 },
    { x: cx + 5, y: cy + 4 },
    { x: cx, y: cy + 8 },
  ];
  await canvas.focus();
  const gap = async () => {
    const a = await map.getByText('Providencia', { exact: true }).boundingBox();
    const b = await map.getByText('Ñuñoa', { exact: true }).boundingBox();
    return a && b ? Math.round(Math.hypot(a.x - b.x, a.y - b.y)) : null;
  };
  const noWaterBeside = async (where: string) => {
    await page.waitForTimeout(600);
    const colors = await colorsAt(page, beside);
    expect(colors.filter(isWater), where).toEqual([]);
  };
  const press = async (key: 'Minus' | 'Equal', times: number) => {
    for (let i = 0; i < times; i += 1) {
      await page.keyboard.press(key);
      await page.waitForTimeout(600);
    }
  };

  // The wizard asked for zoom 15: the map is at its deepest, 12.
  await noWaterBeside('at the deepest zoom');
  await press('Minus', 1);
  await noWaterBeside('one step out');
  await press('Minus', 1);
  await noWaterBeside('two steps out');
  const twoOut = await gap();
  expect(twoOut).not.toBeNull();
  // Four steps in, two out: back where it was only if 'in' stopped at the deepest zoom.
  await press('Equal', 4);
  await press('Minus', 2);
  expect(Math.abs((await gap())! - twoOut!)).toBeLessThanOrEqual(2);

  // Then out, step by step to the widest zoom: just beside the pin's tip (the point itself)
  // there is never water.
  for (let step = 3; step <= 11; step += 1) {
    await press('Minus', 1);
    await noWaterBeside(`${step} steps out from the deepest zoom`);
  }
});
