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
  /** The request's trace id from the BFF: what the user quotes to support as "Reference". */
  readonly traceId: string | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    options: {
      details?: ErrorDetails;
      transport?: TransportFailure;
      cause?: unknown;
      traceId?: string;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.transport = options.transport;
    this.traceId = options.traceId;
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
 * Turns a non-2xx answer into an ApiError. The BFF always sends
 * `{error:{code,message,details?,traceId?}}`; anything else (a proxy's HTML page, an empty body)
 * still yields a code from the status. `headerTraceId` is the answer's `x-trace-id`, for a body
 * that does not carry one. `browserTraceId` is the trace the browser started for the request
 * (decision 0046): the reference of an answer that is not the BFF's (a proxy's error page),
 * which has neither.
 */
export function apiErrorFromResponse(
  status: number,
  statusText: string,
  body: unknown,
  headerTraceId?: string | null,
  browserTraceId?: string,
): ApiError {
  const parsed = ApiErrorResponse.safeParse(body);
  const traceId = (parsed.success ? parsed.data.error.traceId : undefined) ?? headerTraceId;
  const reference = traceId ? { traceId } : {};
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, { ...(details ? { details } : {}), ...reference });
  }
  const outside = traceId ?? browserTraceId;
  return new ApiError(
    status,
    errorCodeForHttpStatus(status),
    statusText || `Request failed with status ${status}`,
    outside ? { traceId: outside } : {},
  );
}

/** The support reference of a failed request, when the BFF gave one. */
export function errorReference(error: unknown): string | undefined {
  return ApiError.is(error) ? error.traceId : undefined;
}
