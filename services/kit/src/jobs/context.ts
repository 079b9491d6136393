import type { Kysely } from 'kysely';
import type { BaseEnv } from '../env.js';
import type { Logger } from '../logger.js';
import type { JobDefinition } from './definition.js';
import type { JobEnqueuer } from './producer.js';
import type { HandleOptions, JobHandler } from './workers.js';

/** Enqueue, and register the handlers this process runs. */
export interface JobRegistry extends JobEnqueuer {
  handle<D extends JobDefinition>(
    definition: D,
    handler: JobHandler<D>,
    options?: HandleOptions,
  ): void;
}

/** What `registerJobs` receives, in the service process or in a worker process of its own. */
export interface JobWorkerContext<DB, Env = object> {
  /** The service: schema, queue names. */
  name: string;
  env: BaseEnv & Env;
  logger: Logger;
  db: Kysely<DB>;
  jobs: JobRegistry;
  onStop(fn: () => Promise<void> | void): void;
}
