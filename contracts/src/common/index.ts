export * from './errors.js';
export * from './ids.js';
export * from './actor.js';
export * from './rpc.js';
export * from './events.js';
export * from './money.js';
export * from './subjects.js';
