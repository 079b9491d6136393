import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  errorCodeForHttpStatus,
  HTTP_STATUS_BY_ERROR_CODE,
  httpStatusOf,
  type ErrorBody,
  type FieldIssue,
  type RequestProblem,
} from '@arrendo/contracts';
import { requestProblemBody } from '../../lib/client-errors.js';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

interface ZodValidationItem {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** One entry per field; a rejected unknown key is named itself (it has no path of its own). */
function fieldIssues(items: ZodValidationItem[]): FieldIssue[] {
  return items.flatMap((item) => {
    const path = item.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const keys = item.params.keys;
    if (item.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({
        path: path ? `${path}.${String(key)}` : String(key),
        message: 'Unknown field',
      }));
    }
    return [{ path: path || '(root)', message: item.message ?? 'Invalid value' }];
  });
}

/** Fastify's own refusals that have a standard HTTP status of their own. */
const REQUEST_PROBLEM_BY_STATUS: Partial<Record<number, RequestProblem>> = {
  408: 'request_timeout',
  413: 'body_too_large',
  414: 'url_too_long',
  415: 'unsupported_media_type',
  431: 'headers_too_large',
};

/** Maps everything thrown into the taxonomy: the one place HTTP statuses are decided. */
type LogLevel = 'error' | 'warn' | false;

export function toErrorBody(error: unknown): { status: number; body: ErrorBody; log: LogLevel } {
  if (AppError.isAppError(error)) {
    const status = httpStatusOf(error);
    if (status >= 500 && error.code !== 'UNAVAILABLE') {
      return { status, body: { code: error.code, message: GENERIC_MESSAGE }, log: 'error' };
    }
    // UNAVAILABLE texts are written for people by the RPC client; drop the internal details
    // (subject, reason) but keep when to try again (a busy service says so).
    if (error.code === 'UNAVAILABLE') {
      const retryAfterSeconds = error.details?.retryAfterSeconds;
      const body: ErrorBody = { code: error.code, message: error.message };
      if (retryAfterSeconds !== undefined) body.details = { retryAfterSeconds };
      return { status, body, log: 'warn' };
    }
    return { status, body: error.toBody(), log: false };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const fields = fieldIssues(fastifyError.validation as unknown as ZodValidationItem[]);
    const where = fastifyError.validationContext ?? 'request';
    return {
      status: 400,
      body: {
        code: 'VALIDATION',
        message: `Invalid ${where}: ${fields.map((f) => f.path).join(', ')}`,
        details: { fields },
      },
      log: false,
    };
  }
  const status = fastifyError.statusCode;
  const problem = typeof status === 'number' ? REQUEST_PROBLEM_BY_STATUS[status] : undefined;
  if (problem) {
    const body = requestProblemBody(problem);
    return { status: httpStatusOf(body), body, log: false };
  }
  if (fastifyError.code === 'FST_ERR_BAD_URL' || fastifyError.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // Fastify's text quotes the whole URL back; ours does not need to.
    return { status: 400, body: requestProblemBody('malformed_url'), log: false };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = errorCodeForHttpStatus(status);
    return {
      status: HTTP_STATUS_BY_ERROR_CODE[code],
      body: { code, message: fastifyError.message ?? 'Bad request' },
      log: false,
    };
  }
  return { status: 500, body: { code: 'INTERNAL', message: GENERIC_MESSAGE }, log: 'error' };
}

/**
 * `Retry-After` (seconds) for the two statuses where HTTP gives it a meaning: too many requests,
 * and a service shedding load (the kit's RPC "busy" answer says when to come back).
 */
export function retryAfterHeader(status: number, body: ErrorBody): string | undefined {
  const seconds = body.details?.retryAfterSeconds;
  if (seconds === undefined || (status !== 429 && status !== 503)) return undefined;
  return String(seconds);
}

/** Fastify's `frameworkErrors` option: errors raised before routing, in the same shape. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toErrorBody(error);
  void reply.code(status).type('application/json; charset=utf-8').send({ error: body });
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body, log } = toErrorBody(error);
      if (log) request.log[log]({ err: error, reqId: request.id }, 'request failed');
      // Fastify refuses an oversized body before reading it; the rest would then arrive as the
      // next request on this connection, so it must close after the answer.
      if (status === 413) reply.header('connection', 'close');
      const retryAfter = retryAfterHeader(status, body);
      if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
      return reply.code(status).type('application/json; charset=utf-8').send({ error: body });
    });
  },
  { name: 'errors' },
);
