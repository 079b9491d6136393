import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@arrendo/contracts/web';
import {
  LISTING_ID,
  i18nReady,
  json,
  makeListing,
  photo,
  renderWizard,
  stubApi,
  type Call,
} from './wizard-test-utils';

beforeAll(async () => {
  await i18nReady;
  // Route changes, lazy chunks and saves chain a few renders; 1 s is tight on a busy machine.
  configure({ asyncUtilTimeout: 5000 });
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const path = `/api/host/listings/${LISTING_ID}`;

/** A server that stores PATCHes and recomputes the problems, like the listing service. */
function server(initial: Listing, extra?: (call: Call) => Response | undefined) {
  let current = initial;
  const calls = stubApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.path === path && call.method === 'GET') return json(200, current);
    if (call.path === path && call.method === 'PATCH') {
      current = makeListing({ ...current, ...(call.body as object), publishProblems: undefined });
      return json(200, current);
    }
    return undefined;
  });
  return { calls, get: () => current };
}

// Whole-page renders with a router are slow on a busy machine; the default 5 s is too tight.
describe('the wizard', { timeout: 20_000 }, () => {
  it('checks the connection, then resumes at the first step with a problem', async () => {
    server(makeListing({ listingType: 'home', category: 'stay', subcategory: 'house' }));
    const { router } = renderWizard(`/edit-listing/${LISTING_ID}`);
    expect(await screen.findByText('Checking database connection...')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Share some details about your space' }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'details' }));
    expect(screen.getByText('Tell us about your space')).toBeTruthy();
  });

  it('shows the database error texts when the health check says the database is down', async () => {
    server(makeListing(), (call) =>
      call.path === '/api/health'
        ? json(503, { status: 'down', checks: { listing: { status: 'down' } } })
        : undefined,
    );
    renderWizard(`/edit-listing/${LISTING_ID}?step=basics`);
    const alert = await screen.findByTestId('connection-error');
    expect(alert.textContent).toContain('Database connection error');
    expect(alert.textContent).toContain('Could not connect to the database');
    expect(alert.textContent).toContain('This could prevent creating or saving listings');
    expect(alert.textContent).toContain('refresh the page or try again later.');
  });

  it('shows the generic error panel when loading fails, and not-found on a 403', async () => {
    stubApi((call) =>
      call.path === path ? json(500, { error: { code: 'INTERNAL', message: 'x' } }) : undefined,
    );
    renderWizard(`/edit-listing/${LISTING_ID}?step=basics`);
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(screen.getByText('You are not logged in')).toBeTruthy();
  });

  it('treats another host’s listing as not found', async () => {
    stubApi((call) =>
      call.path === path ? json(403, { error: { code: 'FORBIDDEN', message: 'no' } }) : undefined,
    );
    renderWizard(`/edit-listing/${LISTING_ID}?step=basics`);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('basics: Next with nothing chosen shows the spec texts and saves nothing', async () => {
    const { calls } = server(makeListing());
    renderWizard(`/edit-listing/${LISTING_ID}?step=basics`);
    await userEvent.click(await screen.findByTestId('wizard-next'));
    expect(await screen.findAllByText('Please select a listing type')).not.toHaveLength(0);
    await userEvent.click(screen.getByTestId('type-experience'));
    expect(screen.getByText('Select a category first')).toBeTruthy();
    await userEvent.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByText('Please select a category')).toBeTruthy();
    expect(screen.getByText('Please select a subcategory')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('basics: a home is offered the stay types and highlights, never the per-hour tree', async () => {
    const { calls } = server(makeListing());
    const { router } = renderWizard(`/edit-listing/${LISTING_ID}?step=basics`);
    await userEvent.click(await screen.findByTestId('type-home'));
    expect(screen.queryByTestId('category-recreation')).toBeNull();
    expect(screen.queryByTestId('subcategory-house')).toBeNull();
    expect(screen.getByRole('group', { name: 'Type of stay' })).toBeTruthy();
    await userEvent.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByText('Choose what kind of stay it is')).toBeTruthy();
    await userEvent.click(screen.getByTestId('stay-type-cabin'));
    await userEvent.click(screen.getByText('Cabins'));
    await userEvent.click(screen.getByText('Lakefront'));
    await userEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'details' }));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      listingType: 'home',
      category: 'stay',
      subcategory: 'cabin',
      highlights: ['cabins', 'lakefront'],
    });
  });

  it('basics: an hourly space gets the category tree and no highlights', async () => {
    const { calls } = server(makeListing());
    const { router } = renderWizard(`/edit-listing/${LISTING_ID}?step=basics`);
    await userEvent.click(await screen.findByTestId('type-home'));
    await userEvent.click(screen.getByText('Cabins'));
    await userEvent.click(screen.getByTestId('type-experience'));
    expect(screen.queryByTestId('stay-type-cabin')).toBeNull();
    expect(screen.queryByText('Cabins')).toBeNull();
    await userEvent.click(screen.getByTestId('category-wellness'));
    await userEvent.click(screen.getByTestId('subcategory-padel'));
    await userEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'details' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      listingType: 'experience',
      category: 'wellness',
      subcategory: 'padel',
      highlights: [],
    });
  });

  it('summary: a home reads its stay type and highlights; Description shows the description', async () => {
    server(
      makeListing({
        listingType: 'home',
        category: 'stay',
        subcategory: 'house',
        highlights: ['lakefront'],
        title: 'Casa junto al lago Villarrica',
        description: 'Una casa de madera con muelle propio y vista al volcán desde el living.',
      }),
    );
    renderWizard(`/edit-listing/${LISTING_ID}?step=summary`);
    const basics = await screen.findByTestId('summary-basics');
    expect(basics.textContent).toContain('House · Lakefront');
    expect(basics.textContent).not.toContain('Recreation');
    const description = screen.getByTestId('summary-description');
    expect(description.textContent).toContain('Una casa de madera con muelle propio');
    expect(description.textContent).not.toContain('Casa junto al lago Villarrica');
  });

  it('shows server field errors beside their inputs', async () => {
    server(makeListing({ listingType: 'home' }), (call) =>
      call.method === 'PATCH'
        ? json(400, {
            error: {
              code: 'VALIDATION',
              message: 'Invalid listing',
              details: { fields: [{ path: 'title', message: 'This title is not allowed' }] },
            },
          })
        : undefined,
    );
    renderWizard(`/edit-listing/${LISTING_ID}?step=description`);
    const title = await screen.findByLabelText('Title');
    await userEvent.type(title, 'A lovely cabin');
    expect(screen.getByTestId('title-count').textContent).toContain('14 / 120');
    await userEvent.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByText('This title is not allowed')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it('publish: a 400 shows each problem on its own step and jumps to the first', async () => {
    const ready = makeListing({
      listingType: 'home',
      category: 'stay',
      subcategory: 'house',
      photos: [1, 2, 3, 4].map(photo),
      publishProblems: [],
    });
    server(ready, (call) =>
      call.path === `${path}/publish`
        ? json(400, {
            error: {
              code: 'VALIDATION',
              message: 'Not ready',
              details: {
                problems: [
                  {
                    step: 'photos',
                    field: 'photos',
                    code: 'photosRequired',
                    message: 'Please add at least 5 photos',
                  },
                  {
                    step: 'pricing',
                    field: 'price',
                    code: 'priceRequired',
                    message: 'Set a price',
                  },
                ],
              },
            },
          })
        : undefined,
    );
    const { router } = renderWizard(`/edit-listing/${LISTING_ID}?step=summary`);
    await userEvent.click(await screen.findByTestId('publish-button'));
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'photos' }));
    // The photos step is its own chunk (dnd-kit): give the lazy import time.
    const problems = await screen.findByTestId('step-problems', {}, { timeout: 5000 });
    expect(within(problems).getByText('Please add at least 5 photos')).toBeTruthy();
    expect(screen.getByTestId('photo-counter').textContent).toBe('4 of 5 minimum');
    await router.navigate({
      to: '/edit-listing/$id',
      params: { id: LISTING_ID },
      search: { step: 'pricing' },
    });
    expect(await screen.findAllByText('Set a price')).not.toHaveLength(0);
  });

  it('publish: success goes to the property page', async () => {
    const ready = makeListing({ listingType: 'home', publishProblems: [] });
    server(ready, (call) =>
      call.path === `${path}/publish` ? json(200, { ...ready, status: 'published' }) : undefined,
    );
    const { router } = renderWizard(`/edit-listing/${LISTING_ID}?step=summary`);
    await userEvent.click(await screen.findByTestId('publish-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/property/${LISTING_ID}`));
  });

  it('Save and exit saves the step and returns to manage listings', async () => {
    const { calls } = server(makeListing({ listingType: 'home' }));
    const { router } = renderWizard(`/edit-listing/${LISTING_ID}?step=policy`);
    await userEvent.click(await screen.findByTestId('policy-moderate'));
    await userEvent.click(screen.getByTestId('save-and-exit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-listings'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ refundPolicy: 'moderate' });
  });

  it('/create-listing makes the draft under a client id and opens its basics step', async () => {
    let created: Listing | null = null;
    const calls = stubApi((call) => {
      if (call.path === '/api/host/listings' && call.method === 'POST') {
        const body = call.body as { id: string; listingType: 'home' | 'experience' | null };
        created = makeListing({ id: body.id, listingType: body.listingType });
        return json(201, created);
      }
      if (created && call.path === `/api/host/listings/${created.id}`) return json(200, created);
      return undefined;
    });
    const { router } = renderWizard('/create-listing?type=experience');
    await screen.findByRole('heading', { name: 'What kind of space are you listing?' });
    const post = calls.find((c) => c.method === 'POST');
    const id = (post?.body as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toEqual({ id, listingType: 'experience' });
    expect(router.state.location.pathname).toBe(`/edit-listing/${id}`);
    expect(router.state.location.search).toEqual({ step: 'basics' });
    expect(
      (screen.getByTestId('type-experience').querySelector('input') as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('/create-listing with an unknown type starts with no type chosen', async () => {
    let created: Listing | null = null;
    const calls = stubApi((call) => {
      if (call.path === '/api/host/listings' && call.method === 'POST') {
        created = makeListing({ id: (call.body as { id: string }).id, listingType: null });
        return json(201, created);
      }
      if (created && call.path === `/api/host/listings/${created.id}`) return json(200, created);
      return undefined;
    });
    renderWizard('/create-listing?type=castle');
    expect(await screen.findByText('Please select a listing type')).toBeTruthy();
    expect(
      (calls.find((c) => c.method === 'POST')?.body as { listingType: unknown }).listingType,
    ).toBeNull();
  });

  it('details: a home asks for rooms and times, an hourly space for session and minimum hours', async () => {
    const { calls } = server(makeListing({ listingType: 'experience' }));
    renderWizard(`/edit-listing/${LISTING_ID}?step=details`);
    await screen.findByLabelText('Session duration (hours)');
    expect(screen.queryByLabelText('Bedrooms')).toBeNull();
    expect(screen.queryByLabelText('Check-in time')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Guests' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase Session duration (hours)' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase Minimum hours per booking' }),
    );
    await userEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      maxGuests: 1,
      sessionHours: 1,
      minHours: 1,
      bedrooms: null,
      checkInTime: null,
    });
  });

  it('pricing: fees add up to five and the preview follows the inputs and the admin fee', async () => {
    // An admin set the service fee to 12% (GET /api/fees): the preview uses it, not 10%.
    server(makeListing({ listingType: 'home' }), (call) =>
      call.path === '/api/fees' ? json(200, { serviceFeePercent: 12, vatPercent: 19 }) : undefined,
    );
    renderWizard(`/edit-listing/${LISTING_ID}?step=pricing`);
    await userEvent.type(await screen.findByLabelText('Price per day (CLP)'), '40000');
    const add = screen.getByRole('button', { name: 'Add a fee' });
    for (let i = 0; i < 5; i++)
      await userEvent.click(screen.getByRole('button', { name: 'Add a fee' }));
    expect(add.isConnected).toBe(false);
    expect(screen.getAllByTestId('extra-fee')).toHaveLength(5);
    for (let i = 5; i > 1; i--) {
      await userEvent.click(screen.getByRole('button', { name: `Remove fee ${i}` }));
    }
    await userEvent.type(screen.getByLabelText('Fee 1 name'), 'Cleaning');
    await userEvent.clear(screen.getByLabelText('Fee 1 amount (CLP)'));
    await userEvent.type(screen.getByLabelText('Fee 1 amount (CLP)'), '5000');
    expect((await screen.findByTestId('you-earn')).textContent).toMatch(/45[.,]000/);
    // 45.000 + 12% (5.400) + IVA 19% of that fee only (1.026) = 51.426, what checkout charges.
    expect(screen.getByTestId('guests-pay').textContent).toMatch(/51[.,]426/);
    expect(screen.getByTestId('preview-fee-note').textContent).toContain('12% service fee');
  });

  it('editing a published listing: a refused save shows why on its step', async () => {
    server(
      makeListing({
        listingType: 'home',
        status: 'published',
        publishProblems: [],
        title: 'A lovely flat in town',
      }),
      (call) =>
        call.method === 'PATCH'
          ? json(400, {
              error: {
                code: 'VALIDATION',
                message: 'A published listing needs these',
                details: {
                  problems: [
                    { step: 'description', field: 'title', code: 'titleRequired', message: 'x' },
                  ],
                },
              },
            })
          : undefined,
    );
    renderWizard(`/edit-listing/${LISTING_ID}?step=description`);
    expect(await screen.findByRole('heading', { name: 'Edit listing' })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByTestId('step-problems')).toBeTruthy();
    expect(screen.getAllByText('Write a title of at least 10 characters').length).toBeGreaterThan(
      0,
    );
  });
});
