export * from './rpc.js';
export * from './events.js';
