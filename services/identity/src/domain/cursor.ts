import { AppError } from '@arrendo/contracts';
import { z } from 'zod';

const Cursor = z.tuple([z.iso.datetime(), z.uuid()]);

export interface UserCursor {
  createdAt: Date;
  id: string;
}

/** Keyset position (created_at desc, id desc) as an opaque string. */
export function encodeUserCursor(cursor: UserCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString(
    'base64url',
  );
}

export function decodeUserCursor(value: string): UserCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = Cursor.safeParse(parsed);
  if (!result.success) {
    throw new AppError('VALIDATION', 'Invalid cursor', {
      fields: [{ path: 'cursor', message: 'Invalid cursor' }],
    });
  }
  return { createdAt: new Date(result.data[0]), id: result.data[1] };
}
