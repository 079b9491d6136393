import { z } from 'zod';
import { keyringProblem } from './sealed-secret.js';

/**
 * An env variable holding a keyring (`<id>:<32 bytes base64url>[,…]`). Required: a process that
 * seals or opens secrets has no safe default. The error names the problem, never the value.
 */
export function keyringSetting(hint: string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `required (${hint})` : 'must be a string'),
    })
    .superRefine((value, ctx) => {
      const problem = keyringProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (${hint})` });
    });
}
