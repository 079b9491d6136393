export * from './photo.js';
export * from './fields.js';
export * from './publish.js';
export * from './property.js';
export * from './wishlist.js';
export * from './rpc.js';
export * from './photo-rpc.js';
export * from './events.js';
