export * from './model.js';
export * from './consent.js';
export * from './export.js';
export * from './rpc.js';
export * from './events.js';
export * from './admin-audit.js';
export * from './consumes.js';
