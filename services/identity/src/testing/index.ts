// What other packages' tests use of the identity service: the service itself in-process and a
// stand-in for it. One entry, `@arrendo/identity/testing`.
export { migrations } from '../db/migrations/index.js';
export type { DB } from '../db/types.js';
export type { IdentityEnv } from '../env.js';
export { startIdentityService } from './identity-service.js';
export { FakeIdentity } from './fake-identity.js';
