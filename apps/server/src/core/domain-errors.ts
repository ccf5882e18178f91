/**
 * Failures that adapters report without knowing about HTTP. Each message is written for the
 * student; core/error-handler.ts turns each class into its status, so an adapter never picks one.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The capability is at capacity or shutting down; the same request may work in a moment (503). */
export class ServiceBusyError extends DomainError {}

/** The work took longer than its budget for reasons not tied to this input (503). */
export class TimeoutError extends DomainError {}

/** The input was well-formed but cannot be processed: an unreadable image, too much text (422). */
export class InputRejectedError extends DomainError {}
