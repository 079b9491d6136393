import { AppError } from '@arrendo/contracts';

/** The AppError `promise` is refused with; throws when it succeeds or fails otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (AppError.isAppError(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
