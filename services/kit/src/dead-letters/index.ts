export * from './record.js';
export * from './redact.js';
export * from './repository.js';
export * from './admin.js';
