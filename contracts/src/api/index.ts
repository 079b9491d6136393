export * from './properties.js';
export * from './health.js';
export * from './auth.js';
