export * from './rpc.js';
export * from './consumes.js';
