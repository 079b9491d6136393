import { sql, type Kysely } from 'kysely';
import type { Role } from '@arrendo/contracts';
import { createDatabase, createLogger, recordDeadLetter, type DeadLetterEntry } from '@arrendo/kit';

export type { DeadLetterEntry };

/**
 * Browser tests reach into the system under test's database for what no public route does:
 * failures to show operators, and a role for an account. Each helper binds to one service's
 * schema, as that service does, and closes its connection before returning.
 */
async function inSchema<T>(
  databaseUrl: string,
  schema: string,
  work: (db: Kysely<unknown>) => Promise<T>,
): Promise<T> {
  const database = createDatabase<unknown>({
    url: databaseUrl,
    schema,
    logger: createLogger({ name: 'e2e-database', level: 'silent' }),
    max: 1,
  });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** A dead letter in `service`'s schema, written by the kit's own `recordDeadLetter`. */
export function recordDeadLetterIn(
  databaseUrl: string,
  service: string,
  entry: DeadLetterEntry,
): Promise<void> {
  return inSchema(databaseUrl, service, (db) => recordDeadLetter(db, entry));
}

/**
 * Gives an existing account a role, straight in identity's table. Only before that account signs
 * in: a session already open keeps the roles it was minted with.
 */
export async function grantRoleIn(databaseUrl: string, email: string, role: Role): Promise<void> {
  const updated = await inSchema(databaseUrl, 'identity', (db) =>
    sql`UPDATE users SET roles = array_append(roles, ${role})
        WHERE lower(email) = lower(${email}) AND status <> 'deleted'
          AND NOT (${role} = ANY (roles))`.execute(db),
  );
  if (!updated.numAffectedRows) throw new Error(`No account ${email} without ${role}`);
}

/**
 * Takes `role` from every account: the bootstrap test needs the moment before any admin exists,
 * and specs that run before it (in file order) made admins of their own.
 */
export async function revokeRoleFromAllIn(databaseUrl: string, role: Role): Promise<void> {
  await inSchema(databaseUrl, 'identity', (db) =>
    sql`UPDATE users SET roles = array_remove(roles, ${role}) WHERE ${role} = ANY (roles)`.execute(
      db,
    ),
  );
}
