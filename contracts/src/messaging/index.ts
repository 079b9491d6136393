export * from './model.js';
export * from './events.js';
export * from './rpc.js';
