import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError, InputRejectedError, ServiceBusyError, TimeoutError } from './domain-errors.js';
import { domainErrorStatus, registerErrorHandling } from './error-handler.js';

class UnmappedError extends DomainError {}

describe('domain errors through the error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  const thrown: Record<string, Error> = {
    busy: new ServiceBusyError('OCR is busy right now. Please try again in a moment.'),
    timeout: new TimeoutError('OCR took too long on this image.'),
    rejected: new InputRejectedError('Unreadable Image: The file could not be opened as a picture.'),
    unmapped: new UnmappedError('/srv/secret/path exploded'),
  };
  app.get<{ Params: { kind: string } }>('/throw/:kind', (request) => {
    throw thrown[request.params.kind] ?? new Error('unknown kind');
  });
  afterAll(() => app.close());

  it.each([
    ['busy', 503, 'OCR is busy right now. Please try again in a moment.'],
    ['timeout', 503, 'OCR took too long on this image.'],
    ['rejected', 422, 'Unreadable Image: The file could not be opened as a picture.'],
    ['unmapped', 500, 'Internal server error'],
  ])('answers a %s error with %i and its message', async (kind, status, message) => {
    const res = await app.inject({ method: 'GET', url: `/throw/${kind}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: message });
  });

  it('names each error after its class and maps only the known ones', () => {
    expect(new ServiceBusyError('x').name).toBe('ServiceBusyError');
    expect(new InputRejectedError('x')).toBeInstanceOf(DomainError);
    expect(domainErrorStatus(new TimeoutError('x'))).toBe(503);
    expect(domainErrorStatus(new UnmappedError('x'))).toBeUndefined();
  });
});
