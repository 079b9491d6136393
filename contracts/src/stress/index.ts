export * from './model.js';
export * from './rpc.js';
export * from './live.js';
