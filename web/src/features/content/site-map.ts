/**
 * Every public page of the product, grouped, for the /sitemap page (and any menu or footer that
 * wants the same list). Labels are `sitemap:groups.<id>` and `sitemap:links.<key>`; `path` is
 * what a link opens (a query string is allowed: its route is the part before `?`).
 * Synonym routes (/host-responsibly, /anti-discrimination) are left out: the map lists each page
 * once, at its canonical path.
 */
export interface SiteMapLink {
  key: string;
  path: string;
}

export interface SiteMapGroup {
  id: 'explore' | 'hosting' | 'help' | 'information' | 'legal' | 'account';
  /** The pages of the group need a signed-in user (the group shows a note saying so). */
  signedIn?: boolean;
  links: readonly SiteMapLink[];
}

const link = (key: string, path: string): SiteMapLink => ({ key, path });

export const SITE_MAP: readonly SiteMapGroup[] = [
  {
    id: 'explore',
    links: [link('home', '/'), link('stays', '/?type=day'), link('spaces', '/?type=hour')],
  },
  {
    id: 'hosting',
    links: [
      link('becomeHost', '/become-a-host'),
      link('createHome', '/create-listing?type=home'),
      link('createExperience', '/create-listing?type=experience'),
      link('aircoverHosts', '/aircover-hosts'),
      link('hostingResources', '/hosting-resources'),
      link('hostingResponsibly', '/hosting-responsibly'),
      link('apartments', '/apartments'),
      link('hostingClass', '/hosting-class'),
      link('findCohost', '/find-cohost'),
    ],
  },
  {
    id: 'help',
    links: [
      link('help', '/help'),
      link('helpTopics', '/help/topics'),
      link('helpAccount', '/help/account'),
      link('helpBookings', '/help/bookings'),
      link('helpPayments', '/help/payments'),
      link('helpSafety', '/help/safety'),
      link('helpCommunication', '/help/communication'),
      link('helpGettingStarted', '/help/getting-started'),
      link('helpReservation', '/help/reservation'),
      link('helpAircover', '/help/aircover'),
      link('helpHosting', '/help/hosting'),
      link('helpCancelReservation', '/help/cancel-reservation'),
      link('helpChangeExperience', '/help/change-experience'),
      link('helpHostCancellation', '/help/host-cancellation'),
      link('helpPaymentMethods', '/help/payment-methods'),
      link('helpManagePayment', '/help/manage-payment'),
      link('helpPaymentTiming', '/help/payment-timing'),
      link('helpCommunity', '/help/community'),
      link('feedback', '/feedback'),
    ],
  },
  {
    id: 'information',
    links: [
      link('aircover', '/aircover'),
      link('safety', '/safety'),
      link('disabilitySupport', '/disability-support'),
      link('cancellationOptions', '/cancellation-options'),
      link('covidResponse', '/covid-response'),
      link('reportConcern', '/report-concern'),
      link('emergency', '/emergency'),
      link('disasterRelief', '/disaster-relief'),
      link('combatingDiscrimination', '/combating-discrimination'),
      link('community', '/community'),
      link('communityForum', '/community-forum'),
      link('newsroom', '/newsroom'),
      link('newFeatures', '/new-features'),
      link('careers', '/careers'),
      link('investors', '/investors'),
      link('giftCards', '/gift-cards'),
    ],
  },
  {
    id: 'legal',
    links: [link('privacy', '/privacy'), link('terms', '/terms')],
  },
  {
    id: 'account',
    signedIn: true,
    links: [
      link('profile', '/profile'),
      link('bookings', '/bookings'),
      link('wishlists', '/wishlists'),
      link('payments', '/payments'),
      link('accountSettings', '/account/settings'),
      link('manageListings', '/manage-listings'),
      link('hostDashboard', '/host/dashboard'),
      link('hostCalendar', '/host/calendar'),
      link('hostBookings', '/host/bookings'),
      link('paymentSetup', '/payment-setup'),
      link('stripeSetup', '/stripe-setup'),
      link('contact', '/contact'),
    ],
  },
];

/** The route a site-map path opens: the path without its query string or trailing slash. */
export function routeOfPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
}
