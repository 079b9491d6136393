export * from './registry.js';
export * from './sources.js';
export * from './server.js';
export * from './process.js';
