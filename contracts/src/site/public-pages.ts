// The public pages at fixed addresses, said once: the BFF's sitemap lists them, the web app's help
// centre and information pages serve them, and the browser route walk opens each one
// (web/e2e/support/route-table.ts). Listings and host profiles are not here: their addresses come
// from the data. web/src/features/content/public-pages.test.ts fails when a page below has no
// route or no markdown file, or a help or information file has no entry here.

/** The help centre's categories, in the order it shows them: `/help/<slug>`. */
export const HELP_CATEGORY_SLUGS = [
  'account',
  'bookings',
  'payments',
  'safety',
  'communication',
] as const;
export type HelpCategorySlug = (typeof HELP_CATEGORY_SLUGS)[number];

/**
 * The help articles: `/help/<slug>`, each `web/src/content/help/articles/<slug>.<lang>.md`, whose
 * front matter (title, description, category, order, roles…) is the help index.
 */
export const HELP_ARTICLE_SLUGS = [
  'getting-started',
  'hosting',
  'reservation',
  'cancel-reservation',
  'change-experience',
  'host-cancellation',
  'payment-methods',
  'manage-payment',
  'payment-timing',
  'aircover',
  'community',
] as const;
export type HelpArticleSlug = (typeof HELP_ARTICLE_SLUGS)[number];

/** The legal pages: `/<slug>`, each `web/src/content/legal/<slug>.<lang>.md`. */
export const LEGAL_PAGE_SLUGS = ['privacy', 'terms'] as const;

/**
 * The information pages of the footer and menus (spec 2.1): `/<slug>`, each
 * `web/src/content/pages/<slug>.<lang>.md`.
 */
export const INFO_PAGE_SLUGS = [
  'aircover',
  'safety',
  'disability-support',
  'cancellation-options',
  'covid-response',
  'report-concern',
  'disaster-relief',
  'combating-discrimination',
  'community',
  'community-forum',
  'aircover-hosts',
  'hosting-resources',
  'hosting-responsibly',
  'apartments',
  'hosting-class',
  'find-cohost',
  'newsroom',
  'new-features',
  'careers',
  'investors',
  'gift-cards',
  'emergency',
] as const;

/**
 * Second addresses the spec gives a page. Each opens its page (`redirects`: by sending the browser
 * there; otherwise by showing the same document); the sitemap lists only the page's own address.
 */
export const PAGE_SYNONYMS: readonly { path: string; page: string; redirects: boolean }[] = [
  { path: '/anti-discrimination', page: '/combating-discrimination', redirects: true },
  { path: '/host-responsibly', page: '/hosting-responsibly', redirects: false },
];

/** Every public page at a fixed address, once, at its own address: what the sitemap lists. */
export const PUBLIC_CONTENT_PATHS: readonly string[] = [
  '/',
  '/help',
  '/help/topics',
  ...HELP_CATEGORY_SLUGS.map((slug) => `/help/${slug}`),
  ...HELP_ARTICLE_SLUGS.map((slug) => `/help/${slug}`),
  ...LEGAL_PAGE_SLUGS.map((slug) => `/${slug}`),
  '/sitemap',
  '/feedback',
  ...INFO_PAGE_SLUGS.map((slug) => `/${slug}`),
];
