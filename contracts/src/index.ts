export * from './common/index.js';
export * from './domain/index.js';
export * from './listing/index.js';
export * from './api/index.js';
export * from './identity/index.js';
export * from './notification/index.js';
