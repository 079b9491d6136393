// What the browser may import: the BFF's HTTP API, the records it carries, the error taxonomy and
// the domain constants. Service messages (RPC subjects, events, envelopes) stay on the server.
export * from './common/errors.js';
export * from './common/ids.js';
export * from './common/actor.js';
export * from './common/health.js';
export * from './common/money.js';
export * from './common/redirect.js';
export * from './common/text.js';
export * from './common/cursor.js';
export * from './common/dead-letter.js';
export * from './common/services.js';
export * from './common/local-dates.js';
export * from './domain/index.js';
export * from './identity/model.js';
export * from './listing/property.js';
export * from './listing/photo.js';
export * from './listing/fields.js';
export * from './listing/publish.js';
export * from './listing/wishlist.js';
export * from './listing/search.js';
export * from './booking/calendar.js';
export * from './booking/slot.js';
export * from './booking/model.js';
export * from './pricing/model.js';
export * from './payment/model.js';
export * from './notification/support.js';
export * from './http/index.js';
