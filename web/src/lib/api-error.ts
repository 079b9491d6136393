import { ApiErrorResponse, errorCodeForHttpStatus } from '@arrendo/contracts/web';
import type { ErrorCode, ErrorDetails, FieldIssue } from '@arrendo/contracts/web';

/** Why a request failed before any answer could be read. */
export type TransportFailure = 'network' | 'timeout' | 'aborted' | 'invalid-response';

/**
 * Every failed API call rejects with this. `status` is 0 when no HTTP answer arrived
 * (network down, timeout, aborted).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;
  readonly transport: TransportFailure | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetails; transport?: TransportFailure; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.transport = options.transport;
  }

  /** Field-level problems, for showing next to inputs. */
  get fields(): FieldIssue[] {
    return this.details?.fields ?? [];
  }

  fieldMessage(path: string): string | undefined {
    return this.fields.find((f) => f.path === path)?.message;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  static is(value: unknown): value is ApiError {
    return value instanceof ApiError;
  }
}

/**
 * Turns a non-2xx answer into an ApiError. The BFF always sends `{error:{code,message,details?}}`;
 * anything else (a proxy's HTML page, an empty body) still yields a code from the status.
 */
export function apiErrorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const parsed = ApiErrorResponse.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details ? { details } : {});
  }
  return new ApiError(
    status,
    errorCodeForHttpStatus(status),
    statusText || `Request failed with status ${status}`,
  );
}
