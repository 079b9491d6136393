export * from './property.js';
export * from './rpc.js';
export * from './events.js';
