import { AppError } from '@arrendo/contracts';

/** The AppError a call fails with; any other throw, or success, fails the test. */
export async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (AppError.isAppError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
