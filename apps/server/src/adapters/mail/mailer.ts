export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on reminder mail. */
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

/** Outgoing mail. Implementations: SMTP (SMTP_URL set) or an outbox folder of .eml files. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}
