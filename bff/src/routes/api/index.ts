import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/index.js';
import propertyRoutes from './properties/index.js';
import availabilityRoutes from './properties/availability.js';
import hostCalendarRoutes from './host-listings/calendar.js';
import authRoutes from './auth/index.js';
import oauthRoutes from './auth/oauth.js';
import meRoutes from './me/index.js';
import profileRoutes from './profile/index.js';
import accountRoutes from './account/index.js';
import notificationRoutes from './notifications/index.js';
import adminRoutes from './admin/index.js';
import hostListingRoutes from './host-listings/index.js';
import wishlistRoutes from './wishlists/index.js';
import hostListingPhotoRoutes from './host-listings/photos.js';
import hostRoutes from './hosts/index.js';
import placesRoutes from './places/index.js';
import mapsRoutes from './maps/index.js';
import searchRoutes from './search/index.js';
import paymentRoutes from './payments/index.js';
import stripeRoutes from './payments/stripe.js';
import revenueRoutes from './payments/revenue.js';

/** Every JSON route, mounted under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(propertyRoutes, { prefix: '/properties' });
  await app.register(availabilityRoutes, { prefix: '/properties' });
  await app.register(hostCalendarRoutes, { prefix: '/host/listings' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(oauthRoutes, { prefix: '/auth/oauth' });
  await app.register(meRoutes, { prefix: '/me' });
  await app.register(profileRoutes, { prefix: '/profile' });
  await app.register(accountRoutes, { prefix: '/account' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(hostListingRoutes, { prefix: '/host/listings' });
  await app.register(wishlistRoutes, { prefix: '/wishlists' });
  await app.register(hostListingPhotoRoutes, { prefix: '/host/listings' });
  await app.register(hostRoutes, { prefix: '/hosts' });
  await app.register(placesRoutes, { prefix: '/places' });
  await app.register(mapsRoutes, { prefix: '/maps' });
  await app.register(searchRoutes, { prefix: '/search' });
  await app.register(paymentRoutes, { prefix: '/payments' });
  await app.register(stripeRoutes, { prefix: '/stripe' });
  await app.register(revenueRoutes, { prefix: '/admin' });
};

export default apiRoutes;
