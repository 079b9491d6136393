import { z } from 'zod';

/** The one error taxonomy of the system (ARCHITECTURE.md, "Errors"). */
export const ErrorCode = z.enum([
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Mapped once, in the BFF. */
export const HTTP_STATUS_BY_ERROR_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * Requests refused at the HTTP layer, before any route reads them. They stay `VALIDATION` (the
 * client must change the request) but keep their own HTTP status, named by `details.reason`, so
 * proxies, logs and clients see the standard meaning.
 */
export const HTTP_STATUS_BY_REQUEST_PROBLEM = {
  malformed_request: 400,
  malformed_url: 400,
  request_timeout: 408,
  body_too_large: 413,
  url_too_long: 414,
  unsupported_media_type: 415,
  headers_too_large: 431,
} as const;
export type RequestProblem = keyof typeof HTTP_STATUS_BY_REQUEST_PROBLEM;

function isRequestProblem(value: unknown): value is RequestProblem {
  return typeof value === 'string' && Object.hasOwn(HTTP_STATUS_BY_REQUEST_PROBLEM, value);
}

/** The HTTP status of an error body: by its code, or by its request problem. */
export function httpStatusOf(body: Pick<ErrorBody, 'code' | 'details'>): number {
  const reason = body.details?.reason;
  if (body.code === 'VALIDATION' && isRequestProblem(reason)) {
    return HTTP_STATUS_BY_REQUEST_PROBLEM[reason];
  }
  return HTTP_STATUS_BY_ERROR_CODE[body.code];
}

export function errorCodeForHttpStatus(status: number): ErrorCode {
  const found = (Object.entries(HTTP_STATUS_BY_ERROR_CODE) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  if (found) return found[0];
  return status >= 500 ? 'INTERNAL' : 'VALIDATION';
}

/** A field-level problem: `path` is the dotted field name ("email", "guests.adults"). */
export const FieldIssue = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

export const ErrorDetails = z
  .object({
    fields: z.array(FieldIssue).optional(),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
  })
  .catchall(z.unknown());
export type ErrorDetails = z.infer<typeof ErrorDetails>;

export const ErrorBody = z.object({
  code: ErrorCode,
  message: z.string(),
  details: ErrorDetails.optional(),
  /**
   * The request's trace id (32 hex digits), set by the BFF on HTTP answers: the "Reference"
   * a user quotes to support, found in every log line (`trace_id`) and in Jaeger.
   */
  traceId: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The HTTP error body: `{error: {code, message, details?, traceId?}}`. */
export const ApiErrorResponse = z.object({ error: ErrorBody });
export type ApiErrorResponse = z.infer<typeof ApiErrorResponse>;

/** Thrown anywhere in the system; travels over RPC as an ErrorBody. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  toBody(): ErrorBody {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }

  static fromBody(body: ErrorBody): AppError {
    return new AppError(body.code, body.message, body.details);
  }

  static isAppError(value: unknown): value is AppError {
    return value instanceof AppError;
  }
}

/** Turns zod issues into the field list the web shows next to each input. */
export function fieldIssuesFromZod(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    // An unexpected key is a problem with that key, so name it as the field.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [...issue.path, key].map(String).join('.'),
        message: 'Unexpected field',
      }));
    }
    return [{ path: issue.path.map(String).join('.') || '(root)', message: issue.message }];
  });
}

/** One field is wrong, and the message says why (shown beside that field). */
export function fieldError(path: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fields: [{ path, message }] });
}

export function validationError(error: z.ZodError, what = 'request'): AppError {
  const fields = fieldIssuesFromZod(error);
  const named = fields.map((f) => f.path).join(', ');
  return new AppError('VALIDATION', `Invalid ${what}: ${named}`, { fields });
}
