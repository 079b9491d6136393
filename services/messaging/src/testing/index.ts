// What other packages' tests use of the messaging service: the service in-process, and
// stand-ins for the services it asks. One entry, `@arrendo/messaging/testing`.
export { migrations } from '../db/migrations/index.js';
export type { DB } from '../db/types.js';
export { startMessagingService } from './messaging-service.js';
export { FakeNeighbours, propertyOf } from './fake-neighbours.js';
export { publishEvent } from './events.js';
