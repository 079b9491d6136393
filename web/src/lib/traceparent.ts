/**
 * A W3C Trace Context `traceparent` made in the browser for one API request (decision 0046), so
 * the trace of a user's request starts where the user is: the BFF continues it, answers its id
 * in `x-trace-id`, and that id is the "Reference" support is given. No OpenTelemetry SDK here:
 * the browser records no spans, it only names the trace and its own (unrecorded) parent span.
 */

export interface BrowserTrace {
  /** 32 lowercase hex digits, never all zero. */
  traceId: string;
  /** 16 lowercase hex digits, never all zero: the browser's side of the request. */
  spanId: string;
  /** `00-<trace id>-<span id>-01` (version 00, sampled). */
  traceparent: string;
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  // All zero is invalid in W3C Trace Context (a receiver would start a new trace).
  if (values.every((v) => v === 0)) values[bytes - 1] = 1;
  return Array.from(values, (v) => v.toString(16).padStart(2, '0')).join('');
}

/** A new trace: random 16-byte trace id, random 8-byte span id, sampled. */
export function newBrowserTrace(): BrowserTrace {
  const traceId = randomHex(16);
  return withNewSpan(traceId);
}

/** Another request of the same trace (a request sent again after a session refresh). */
export function withNewSpan(traceId: string): BrowserTrace {
  const spanId = randomHex(8);
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}
