import { AppError } from '@arrendo/contracts';

/** Why an upload was refused; stable, so the web can pick its own translated message. */
export type PhotoRefusal =
  | 'unsupported_type'
  | 'too_large'
  | 'too_many_pixels'
  | 'too_small'
  | 'unreadable'
  | 'missing_file';

/** A 400 naming the `photo` field, with `details.reason` for the client. */
export function photoRefused(reason: PhotoRefusal, message: string): AppError {
  return new AppError('VALIDATION', message, {
    reason,
    fields: [{ path: 'photo', message }],
  });
}
