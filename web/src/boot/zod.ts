// A stage of the entry's evaluation (main.tsx): zod, then the browser's turn.
import { config } from 'zod';
import { nextTask } from './next-task';

// The CSP forbids eval; without this zod probes `new Function` and logs a CSP violation.
config({ jitless: true });

await nextTask();
