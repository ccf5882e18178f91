import { DomainError } from '../src/core/domain-errors.js';
import { domainErrorStatus } from '../src/core/error-handler.js';

/** The status and message the error handler would answer an adapter's rejection with. */
export async function rejectionOf(
  promise: Promise<unknown>,
): Promise<{ statusCode: number | undefined; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return { statusCode: domainErrorStatus(error), message: error.message };
    throw error;
  }
  throw new Error('expected the promise to reject with a DomainError');
}
