export * from './model.js';
export * from './export.js';
export * from './rpc.js';
export * from './events.js';
export * from './consumes.js';
export * from './payout-account.js';
export * from './stripe-connect.js';
export * from './payouts.js';
