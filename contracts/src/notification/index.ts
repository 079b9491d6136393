export * from './rpc.js';
export * from './consumes.js';
export * from './events.js';
export * from './support.js';
export * from './export.js';
