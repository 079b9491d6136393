import { pino, type Logger as PinoLogger } from 'pino';
import { isSpanContextValid, trace } from '@opentelemetry/api';

export type Logger = PinoLogger;

export interface LoggerOptions {
  name: string;
  level?: string;
  pretty?: boolean;
}

/** pino with the active span's ids on every line, so a log line leads to its trace. */
export function createLogger({ name, level = 'info', pretty }: LoggerOptions): Logger {
  const usePretty = pretty ?? (process.stdout.isTTY && process.env.NODE_ENV !== 'production');
  return pino({
    name,
    level,
    redact: {
      // OTP codes travel as `data.code` in events and jobs; `err.code` must stay readable.
      paths: [
        '*.password',
        '*.refreshToken',
        '*.token',
        'data.code',
        '*.data.code',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const spanContext = span.spanContext();
      if (!isSpanContextValid(spanContext)) return {};
      const { traceId, spanId } = spanContext;
      return { trace_id: traceId, span_id: spanId };
    },
    ...(usePretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, singleLine: true } } }
      : {}),
  });
}
