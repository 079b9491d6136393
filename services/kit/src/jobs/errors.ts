/**
 * Thrown by a job handler when retrying cannot help (the thing the job acts on is gone, the data
 * can never be processed): the job fails for good at once and goes to the dead letters.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
