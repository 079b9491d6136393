import { AppError, type FieldIssue } from '@arrendo/contracts';

/**
 * What a database failure means for the caller. Contracts should refuse bad input before any SQL
 * runs; this is the net under them, so that a value Postgres refuses answers 400 (naming the
 * field when Postgres says which), a database that cannot be reached answers 503, and only a
 * real bug (a syntax error, a missing column) answers 500.
 */

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is unavailable right now. Please try again shortly.';

/** Data exceptions (class 22) that only a caller's value can cause, with a message per kind. */
const INPUT_ERRORS: Record<string, string> = {
  '22001': 'is too long',
  '22003': 'is out of range',
  '22007': 'is not a valid date or time',
  '22008': 'is outside the supported dates',
  '22009': 'has a time zone offset out of range',
  '22021': 'contains a character that cannot be stored',
  '22P02': 'is not in the expected format',
  '22P05': 'contains a character that cannot be stored',
  '23514': 'is not allowed',
};

const CONFLICT_ERRORS: Record<string, string> = {
  '23505': 'This already exists.',
  '23P01': 'This conflicts with something that already exists.',
  '23503': 'This refers to something that does not exist or is still in use.',
};

/** SQLSTATEs that say "the database is not there for us right now", not "your query is wrong". */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    code.startsWith('53') || // insufficient resources: too many connections, disk full, out of memory
    code === '57P01' || // admin shutdown
    code === '57P02' || // crash shutdown
    code === '57P03' || // cannot connect now (starting up, recovering)
    code === '57014' || // query cancelled (statement timeout)
    code === '3D000' || // the database does not exist (yet)
    code === '28000' || // invalid authorization
    code === '28P01' // invalid password
  );
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** node-postgres and pg-pool report a lost or impossible connection without a SQLSTATE. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /^Client was closed and is not queryable/i,
];

interface ErrorFields {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  column?: unknown;
  table?: unknown;
  constraint?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** A Postgres error as node-postgres reports it: a five-character SQLSTATE and a severity. */
function sqlState(error: ErrorFields): string | undefined {
  return typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code) &&
    typeof error.severity === 'string'
    ? error.code
    : undefined;
}

/** The error itself, then its causes and an AggregateError's members (a few levels deep). */
function* chain(error: unknown, depth = 0): Generator<ErrorFields> {
  if (typeof error !== 'object' || error === null || depth > 4) return;
  const fields = error as ErrorFields;
  yield fields;
  if (Array.isArray(fields.errors))
    for (const inner of fields.errors) yield* chain(inner, depth + 1);
  yield* chain(fields.cause, depth + 1);
}

function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The field a database error is about, when Postgres names it: a column, or a check constraint
 * with Postgres' default name `<table>_<column>_check`.
 */
function fieldOf(error: ErrorFields): string | undefined {
  if (typeof error.column === 'string' && error.column) return camelCase(error.column);
  const { constraint, table } = error;
  if (typeof constraint === 'string' && typeof table === 'string') {
    const prefix = `${table}_`;
    if (constraint.startsWith(prefix) && constraint.endsWith('_check')) {
      const column = constraint.slice(prefix.length, -'_check'.length);
      if (/^[a-z0-9_]+$/.test(column)) return camelCase(column);
    }
  }
  return undefined;
}

function inputError(error: ErrorFields, what: string): AppError {
  const field = fieldOf(error);
  if (!field) return new AppError('VALIDATION', `Invalid request: a value ${what}.`);
  const message = `This value ${what}.`;
  return new AppError('VALIDATION', `Invalid request: ${field}`, {
    fields: [{ path: field, message }] satisfies FieldIssue[],
  });
}

/**
 * The taxonomy error for a database failure, or undefined when `error` is not one we can
 * classify (it then stays INTERNAL: a bug).
 */
export function databaseErrorToAppError(error: unknown): AppError | undefined {
  for (const link of chain(error)) {
    const state = sqlState(link);
    if (state) {
      const input = INPUT_ERRORS[state];
      if (input) return inputError(link, input);
      const conflict = CONFLICT_ERRORS[state];
      if (conflict) return new AppError('CONFLICT', conflict);
      if (isUnavailableState(state)) {
        return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, {
          reason: 'database',
          sqlState: state,
        });
      }
      return undefined; // a SQLSTATE we do not map is a bug in the query: INTERNAL
    }
    const networkCode = typeof link.code === 'string' ? link.code : undefined;
    const message = typeof link.message === 'string' ? link.message : '';
    if (
      (networkCode && NETWORK_CODES.has(networkCode)) ||
      CONNECTION_MESSAGES.some((pattern) => pattern.test(message))
    ) {
      // Usually Postgres; a mail server or an HTTP API refusing the connection is just as
      // much a missing dependency, and answers the same.
      return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, {
        reason: 'connection',
        ...(networkCode ? { networkCode } : {}),
      });
    }
  }
  return undefined;
}

/**
 * Whether a failure can pass by itself: Postgres not there yet, restarting, or full ("too many
 * clients"). Refused credentials do not fix themselves; waiting for them would only hide the
 * mistake.
 */
export function isTransientDatabaseFailure(error: unknown): boolean {
  const mapped = databaseErrorToAppError(error);
  if (mapped?.code !== 'UNAVAILABLE') return false;
  const state = mapped.details?.sqlState;
  return !(typeof state === 'string' && state.startsWith('28'));
}
