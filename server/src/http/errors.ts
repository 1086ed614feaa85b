import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiErrorBody } from '../../../common/api';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** Parses input with a shared zod schema; bad input becomes a 400 with the first problem named. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 && issue.code === 'invalid_type' ? `${issue.path.join('.')}: ` : '';
  throw new HttpError(400, 'invalid_input', `${where}${issue?.message ?? 'Invalid input'}`);
}

const fastifyCodes: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Send the body as application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_request', 'The Content-Length header is wrong'],
};

/** One JSON error shape for everything the API answers with an error. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(known[1], known[2]));
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody('rate_limited', error.message || 'Too many requests, try again later'));
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send(errorBody('invalid_json', 'The request body is not valid JSON'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody('bad_request', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send(errorBody('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
  });
}
