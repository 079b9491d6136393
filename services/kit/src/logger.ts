import {
  pino,
  type DestinationStream,
  type Logger as PinoLogger,
  type LoggerOptions as PinoOptions,
} from 'pino';
import { activeTraceIds } from './telemetry/trace-ids.js';

export type Logger = PinoLogger;

export interface LoggerOptions {
  name: string;
  level?: string;
  pretty?: boolean;
  /** Where lines go instead of stdout (tests read them). */
  destination?: DestinationStream;
}

/** pino with the active span's ids on every line, so a log line leads to its trace. */
export function createLogger({ name, level = 'info', pretty, destination }: LoggerOptions): Logger {
  const usePretty =
    !destination && (pretty ?? (process.stdout.isTTY && process.env.NODE_ENV !== 'production'));
  const options: PinoOptions = {
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
    // `trace_id`/`span_id` of the active span: the same ids the error response and Jaeger show.
    mixin: activeTraceIds,
    ...(usePretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, singleLine: true } } }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
