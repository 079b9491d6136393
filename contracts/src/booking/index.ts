export * from './slot.js';
export * from './model.js';
export * from './calendar.js';
export * from './export.js';
export * from './dashboard.js';
export * from './rpc.js';
export * from './events.js';
export * from './consumes.js';
