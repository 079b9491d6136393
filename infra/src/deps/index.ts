// The system's dependencies as other packages reach them (`@arrendo/infra/deps`): where Postgres,
// NATS and Redis are, the Postgres chores a fresh database needs, and a free port.
export { serviceUrlsFromEnv, type ServiceUrls } from '../ensure-services.js';
export { freePort } from '../net.js';
export {
  createDatabaseIfMissing,
  databaseName,
  dropDatabase,
  maintenanceUrl,
  postgresAnswers,
  withDatabase,
} from './postgres.js';
