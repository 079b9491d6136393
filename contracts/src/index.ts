// Everything, for the services and the BFF. The web app imports `@arrendo/contracts/web`.
export * from './common/index.js';
export * from './domain/index.js';
export * from './identity/index.js';
export * from './listing/index.js';
export * from './booking/index.js';
export * from './pricing/index.js';
export * from './payment/index.js';
export * from './notification/index.js';
export * from './messaging/index.js';
export * from './http/index.js';
export * from './stress/index.js';
