import { AppError } from '@arrendo/contracts';
import { z } from 'zod';

/**
 * Keyset position in the "newest first" order. `createdAt` keeps Postgres' microseconds (a JS
 * Date would round them off and make two rows compare equal), so it is the database's text form.
 */
export interface ListCursor {
  createdAt: string;
  id: string;
}

const CursorPayload = z
  .object({
    c: z.iso.datetime({ offset: true }),
    i: z.uuid(),
  })
  .strict();

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify({ c: cursor.createdAt, i: cursor.id }), 'utf8').toString(
    'base64url',
  );
}

function malformed(): AppError {
  return new AppError('VALIDATION', 'Invalid request: cursor', {
    fields: [{ path: 'cursor', message: 'Malformed cursor' }],
  });
}

/** Throws `VALIDATION` naming the `cursor` field: a cursor is opaque, so any damage is the caller's. */
export function decodeCursor(value: string): ListCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw malformed();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  const parsed = CursorPayload.safeParse(json);
  if (!parsed.success) throw malformed();
  return { createdAt: parsed.data.c, id: parsed.data.i };
}
