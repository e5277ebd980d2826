import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessages, type ErrorBody, type ErrorCode } from '../../shared/errors';
import { isUnstorableText } from '../db/dialect';

/** A failure the member caused or may see; the error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? errorMessages[code]);
    this.name = 'AppError';
  }
}

function fieldsOf(issues: { instancePath: string; message?: string | undefined }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[key] ??= issue.message ?? errorMessages.validation_failed;
  }
  return fields;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      body = { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields = fieldsOf(error.validation);
      // The first field's message is the most useful single line to show in a toast.
      body = {
        code: 'validation_failed',
        message: Object.values(fields)[0] ?? errorMessages.validation_failed,
        fields,
      };
    } else if (isUnstorableText(error)) {
      status = 400;
      body = { code: 'validation_failed', message: errorMessages.validation_failed };
    } else if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      status = 413;
      body = { code: 'payload_too_large', message: errorMessages.payload_too_large };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { code: 'too_many_requests', message: errorMessages.too_many_requests };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, and the like: the client's fault, never a 500.
      status = error.statusCode;
      body = { code: 'validation_failed', message: errorMessages.validation_failed };
    } else {
      body = { code: 'internal', message: errorMessages.internal };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.status(status).send(body);
  });
}

/**
 * The router's own refusals, before any route runs (a path parameter over its length, a URL that does
 * not decode): Fastify's status, with the same pt-BR body as any other bad input.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code, status }, 'request refused');
  void reply.status(status).send({ code: 'validation_failed', message: errorMessages.validation_failed });
}

export function notFoundBody(): ErrorBody {
  return { code: 'not_found', message: errorMessages.not_found };
}
