import { PAGE_SYNONYMS, PUBLIC_CONTENT_PATHS } from '@arrendo/contracts/public-pages';

// Every route of the spec's table (2.1) and its information pages, with how the route walk
// (route-walk.spec.ts) reaches each one: who opens it and which fixture id fills its path. The
// public pages come from the list the sitemap uses, so the walk opens every page it advertises.

/** Who opens the route: a visitor, a signed-in user, or an administrator. */
export type Role = 'visitor' | 'user' | 'admin';

/** Ids the walk makes or finds before it starts (route-walk.spec.ts `beforeAll`). */
export interface Fixtures {
  /** A seeded per-day listing (from `/api/properties`). */
  homeId: string;
  /** A seeded per-hour listing. */
  experienceId: string;
  /** The host of `homeId`. */
  hostId: string;
  /** The user's own held booking of `homeId` (unpaid, so checkout offers to pay). */
  bookingId: string;
  /** The user's wishlist, holding `homeId`. */
  wishlistId: string;
  /** The user's own published listing. */
  listingId: string;
  /** The user's conversation about `bookingId` (with the host of `homeId`). */
  conversationId: string;
}

export interface WalkRoute {
  /** The spec's path, as its table writes it; names the test. */
  route: string;
  /** What the walk opens (path and query); `lng` for the language is added by the walk. */
  url: (f: Fixtures) => string;
  role: Role;
  /**
   * The page shows exactly one visible `<h1>` with text. False only where the spec makes the
   * route land somewhere else (see `landsOn`).
   */
  h1: boolean;
  /** A content page: its title is `Arrendo | <page>`, never `Arrendo` alone. */
  content: boolean;
  /** The route redirects: the walk expects this path afterwards. */
  landsOn?: string;
}

const fixed = (path: string) => () => path;

function page(route: string, role: Role, extra: Partial<WalkRoute> = {}): WalkRoute {
  return { route, url: fixed(route), role, h1: true, content: true, ...extra };
}

const SANTIAGO = 'location=Santiago&lat=-33.4489&lng=-70.6693';

/** Spec 2.1, the routes the app has. */
export const ROUTES: readonly WalkRoute[] = [
  // Home is the search: per day, per hour, and with a search with filters.
  { ...page('/', 'visitor'), content: false },
  { ...page('/?type=hour', 'visitor'), content: false },
  {
    ...page('/?search', 'visitor'),
    url: fixed(`/?${SANTIAGO}&guests=2&bedrooms=1&amenities=wifi`),
    content: false,
  },
  { ...page('/property/{id} (per day)', 'visitor'), url: (f) => `/property/${f.homeId}` },
  { ...page('/property/{id} (per hour)', 'visitor'), url: (f) => `/property/${f.experienceId}` },
  { ...page('/host/{id}', 'visitor'), url: (f) => `/host/${f.hostId}` },
  // Spec 2.1: the target of unauthorised redirects; a visitor lands on / with the log-in modal.
  { ...page('/login', 'visitor'), h1: true, content: false, landsOn: '/' },
  // decisions.md (Shell): the spec's backend connection test is the operator status page.
  page('/status', 'visitor'),
  { ...page('/backend-test', 'visitor'), landsOn: '/status' },

  page('/profile', 'user'),
  page('/account/settings', 'user'),
  page('/payments', 'user'),
  page('/bookings', 'user'),
  {
    ...page('/bookings?status=success&id={bookingId}', 'user'),
    url: (f) => `/bookings?status=success&id=${f.bookingId}`,
  },
  { ...page('/bookings/{id}', 'user'), url: (f) => `/bookings/${f.bookingId}` },
  { ...page('/checkout/{bookingId}', 'user'), url: (f) => `/checkout/${f.bookingId}` },
  page('/wishlists', 'user'),
  { ...page('/wishlists/{id}', 'user'), url: (f) => `/wishlists/${f.wishlistId}` },
  page('/messages', 'user'),
  {
    ...page('/messages/{conversationId}', 'user'),
    url: (f) => `/messages/${f.conversationId}`,
  },
  page('/notifications', 'user'),
  page('/notifications/settings', 'user'),
  page('/manage-listings', 'user'),
  {
    ...page('/manage-listings/{id}/availability', 'user'),
    url: (f) => `/manage-listings/${f.listingId}/availability`,
  },
  page('/host/bookings', 'user'),
  page('/host/dashboard', 'user'),
  page('/host/calendar', 'user'),
  page('/host/performance', 'user'),
  { ...page('/host', 'user'), landsOn: '/host/dashboard' },
  page('/payment-setup', 'user'),
  page('/stripe-setup', 'user'),
  // The wizard: a new draft opens on its first step; a listing's every step by `?step=`.
  {
    ...page('/create-listing?type=home', 'user'),
    landsOn: '/edit-listing/',
  },
  {
    ...page('/create-listing?type=experience', 'user'),
    landsOn: '/edit-listing/',
  },
  ...(
    [
      'basics',
      'details',
      'location',
      'amenities',
      'photos',
      'description',
      'rules',
      'pricing',
      'policy',
      'availability',
      'booking',
      'summary',
    ] as const
  ).map((step) => ({
    ...page(`/edit-listing/{id}?step=${step}`, 'user'),
    url: (f: Fixtures) => `/edit-listing/${f.listingId}?step=${step}`,
  })),

  page('/admin', 'admin'),
  page('/admin/users', 'admin'),
  page('/admin/dead-letters', 'admin'),
  page('/admin/revenue', 'admin'),
  page('/admin/audit', 'admin'),
  page('/admin/dashboard', 'admin'),
  page('/admin/settings', 'admin'),
  page('/admin/emails', 'admin'),
  page('/admin/message-reports', 'admin'),
  page('/admin/claims', 'admin'),
  page('/admin/booking-stress-test', 'admin'),
  page('/admin/stress-test', 'admin'),
  page('/admin/listings', 'admin'),
  {
    ...page('/admin/listings/{id}', 'admin'),
    url: (f: Fixtures) => `/admin/listings/${f.homeId}`,
  },
  page('/admin/bookings', 'admin'),
  // Spec 2.1: no sign-in guard; the form answers for a visitor too.
  page('/admin/bootstrap', 'visitor'),

  // Content release: contact, become a host, admin lists (public pages: `PUBLIC_PAGES`).
  page('/contact', 'user'),
  page('/become-a-host', 'user'),
  page('/admin/feedback', 'admin'),
  page('/admin/support', 'admin'),
];

/**
 * The public pages besides home (walked above with its searches), each synonym included: a
 * visitor opens each, and a redirecting synonym lands on its page.
 */
export const PUBLIC_PAGES: readonly WalkRoute[] = [
  ...PUBLIC_CONTENT_PATHS.filter((path) => path !== '/').map((path) => page(path, 'visitor')),
  ...PAGE_SYNONYMS.map((synonym) =>
    page(synonym.path, 'visitor', synonym.redirects ? { landsOn: synonym.page } : {}),
  ),
];

/**
 * Routes of the table that no one builds in this issue (their spec areas come later). Each must
 * show the app's real not-found page; the day one is built this walk fails for it, and the route
 * moves to `ROUTES`.
 */
export const NOT_BUILT_YET: readonly { route: string; role: Role }[] = [];

/** Every route the walk opens as `role`. */
export function walkRoutes(role: Role): WalkRoute[] {
  return [...ROUTES, ...PUBLIC_PAGES].filter((r) => r.role === role);
}
