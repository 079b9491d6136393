export * from './model.js';
export * from './rpc.js';
export * from './events.js';
export * from './consumes.js';
