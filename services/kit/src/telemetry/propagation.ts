import { context, propagation, type Context } from '@opentelemetry/api';
import { headers as natsHeaders, type MsgHdrs } from 'nats';

/** Writes the active context (W3C traceparent) into NATS headers. */
export function injectTraceHeaders(
  hdrs: MsgHdrs = natsHeaders(),
  ctx: Context = context.active(),
): MsgHdrs {
  propagation.inject(ctx, hdrs, {
    set: (carrier, key, value) => carrier.set(key, value),
  });
  return hdrs;
}

/** Reads a context from NATS headers (a message without headers yields the root context). */
export function extractTraceContext(hdrs: MsgHdrs | undefined): Context {
  if (!hdrs) return context.active();
  return propagation.extract(context.active(), hdrs, {
    get: (carrier, key) => (carrier.has(key) ? carrier.get(key) : undefined),
    keys: (carrier) => carrier.keys(),
  });
}

/** The current traceparent as a string, for event envelopes and job data. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** A context from a stored traceparent (outbox rows, BullMQ jobs). */
export function contextFromTraceparent(traceparent: string | undefined): Context {
  if (!traceparent) return context.active();
  return propagation.extract(context.active(), { traceparent });
}
