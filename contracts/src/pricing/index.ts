export * from './model.js';
export * from './amounts.js';
export * from './rpc.js';
export * from './events.js';
