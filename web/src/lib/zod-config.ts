// Imported first by main.tsx, before any schema is built: the CSP forbids eval, and without this
// zod probes `new Function` and logs a CSP violation.
import { config } from 'zod';

config({ jitless: true });
