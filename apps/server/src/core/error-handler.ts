import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, InputRejectedError, ServiceBusyError, TimeoutError } from './domain-errors.js';
import { HttpError } from './http-error.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** "password: Too small" style messages, unless the schema's own message already names the field. */
export function describeValidationIssue(issue: ValidationIssue, context: string): string {
  const segments = (issue.instancePath ?? '').split('/').filter((s) => s.length > 0);
  const field = segments.join('.');
  const message = issue.message ?? 'is invalid';
  const last = segments[segments.length - 1];
  if (!field) return context === 'body' ? `Request body: ${message}` : message;
  // Our schemas write complete messages ("Password must be…", the spec's texts); only Zod's
  // generic ones ("Invalid input: expected string…") need the field named in front.
  const generic = /^(Invalid|Too (small|big)|Expected|Unrecognized|Required)/.test(message);
  if (!generic && last) return message;
  return `${field}: ${message}`;
}

/** The status each domain error is answered with: adapters say what happened, this says the status. */
export function domainErrorStatus(error: DomainError): number | undefined {
  if (error instanceof InputRejectedError) return 422;
  if (error instanceof ServiceBusyError || error instanceof TimeoutError) return 503;
  // A new kind nobody mapped yet: logged and answered as a generic 500 below.
  return undefined;
}

const statusByCode: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'File is too large' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in the upload' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in the upload' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields in the upload' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: 'Expected a multipart/form-data upload' },
  FST_ERR_VALIDATION: { status: 400, message: 'Invalid request' },
};

/**
 * Errors the router raises before any route or error handler runs (a malformed `%` escape, a
 * path parameter over the router's length limit). Fastify answers those with its own body unless
 * told otherwise; they get the same `{ error }` shape as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // No id of ours is that long, so it names nothing that exists.
    void reply.status(404).send({ error: 'Not found' });
    return;
  }
  void reply.status(400).send({ error: 'Malformed URL' });
}

const clientErrors: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers are too large' },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a space in the path, a bad
 * Content-Length, broken chunking, oversized headers). Fastify's default answer has extra fields;
 * this one is the same `{ error }` shape as every other answer. As Node does, the socket is then
 * closed: after a framing error nothing later on it can be trusted.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrors[error.code ?? ''] ?? { status: 400, message: 'Malformed request' };
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** PostgreSQL's SQLSTATE class 22, "data exception": the value was wrong, not the server. */
function isDatabaseDataError(error: FastifyError): boolean {
  return (
    typeof error.code === 'string' &&
    /^22[0-9A-Z]{3}$/.test(error.code) &&
    'severity' in error &&
    typeof (error as { severity?: unknown }).severity === 'string'
  );
}

/**
 * A path id holding a NUL character names nothing stored: ids are UUIDs, and PostgreSQL cannot
 * even compare text with one (it raises a data error that would read as "cannot be stored" on a
 * GET). So such an id is "not found" on both databases, before any query. It runs after the
 * authenticate hook, so an anonymous caller still gets its 401 first.
 */
function notFoundForNulIds(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const params = request.params as Record<string, unknown> | null | undefined;
    if (!params || typeof params !== 'object') return;
    for (const [name, value] of Object.entries(params)) {
      if (/id$/i.test(name) && typeof value === 'string' && value.includes('\u0000')) {
        return reply.status(404).send({ error: 'Not found' });
      }
    }
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  notFoundForNulIds(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue | undefined;
      const message = first ? describeValidationIssue(first, error.validationContext ?? 'body') : 'Invalid request';
      return reply.status(400).send({ error: message });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    const domainStatus = error instanceof DomainError ? domainErrorStatus(error) : undefined;
    if (domainStatus !== undefined) {
      return reply.status(domainStatus).send({ error: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal server error' });
    }
    if (isDatabaseDataError(error)) {
      // Input the schemas let through but the database cannot store, e.g. a NUL character, which
      // PostgreSQL refuses in text (SQLite stores it).
      return reply.status(400).send({ error: 'The request contains a value that cannot be stored' });
    }
    const known = error.code ? statusByCode[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ error: known.message });
    }
    if (error instanceof SyntaxError) {
      return reply.status(400).send({ error: 'Malformed JSON in request body' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send({ error: error.message || 'Too many requests. Please try again later.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx errors have safe, short messages (no paths or stacks).
      return reply.status(status).send({ error: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  });
}
