export * from './model.js';
export * from './events.js';
export * from './rpc.js';
export * from './consumes.js';
export * from './live.js';
export * from './export.js';
