// The launcher as other packages use it (`@arrendo/infra/launcher`): the load test and the browser
// tests start the whole system, or a stack of their own, the way `pnpm start` does.
export { repoRoot } from '../paths.js';
export { fetchHealth, isHealthy, waitForBff, type BffHealth } from './health.js';
export {
  startIsolatedStack,
  type IsolatedStack,
  type IsolatedStackOptions,
} from './isolated-stack.js';
export { PROCESSES, type ProcessDefinition } from './processes.js';
export { freePort } from '../net.js';
export { commandFor, startStack, type RunningStack, type StackOptions } from './stack.js';
export {
  describeCrash,
  superviseProcess,
  type CrashReport,
  type SupervisedProcess,
} from './supervise.js';
