export * from './listing-types.js';
export * from './categories.js';
export * from './amenities.js';
export * from './refund-policies.js';
export * from './sort.js';
export * from './rates.js';
export * from './countries.js';
export * from './limits.js';
