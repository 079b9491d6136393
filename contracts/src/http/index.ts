export * from './auth.js';
export * from './account.js';
export * from './admin.js';
export * from './health.js';
export * from './notifications.js';
export * from './properties.js';
