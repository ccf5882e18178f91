import { randomUUID } from 'node:crypto';
import { FeedbackFieldsSchema, MAX_FEEDBACK_ATTACHMENT_BYTES, type FeedbackResponse } from '@revisely/contracts';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Clock } from '../../core/clock.js';
import { badRequest, notFound } from '../../core/http-error.js';
import { validateImageUpload } from '../../core/image-type.js';
import type { StoredFiles } from '../../core/ports.js';
import type { FeedbackRepository } from './feedback.repository.js';

const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface FeedbackServiceDeps {
  repo: FeedbackRepository;
  files: StoredFiles;
  mailer: Mailer;
  clock: Clock;
  feedbackTo: string | undefined;
  log: { error(obj: object, msg: string): void };
}

export class FeedbackService {
  constructor(private readonly deps: FeedbackServiceDeps) {}

  async submit(
    userId: string,
    fields: Record<string, string>,
    attachment: { data: Buffer; filename: string } | null,
  ): Promise<FeedbackResponse> {
    const parsed = FeedbackFieldsSchema.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid feedback');
    const input = parsed.data;
    const user = await this.deps.repo.userEmail(userId);
    if (!user) throw notFound('User not found');

    const type = attachment ? validateImageUpload(attachment.data, MAX_FEEDBACK_ATTACHMENT_BYTES) : null;
    const stored =
      attachment && type
        ? await this.deps.files.save({
            userId,
            data: attachment.data,
            mimeType: MIME[type] ?? 'application/octet-stream',
            purpose: 'feedback_attachment',
          })
        : null;

    const id = randomUUID();
    // The account's email, not the form's: the read-only field is only a display.
    await this.deps.repo.insert({
      id,
      user_id: userId,
      email: user.email,
      feedback_type: input.feedbackType,
      category: input.category,
      custom_category: input.category === 'other' ? (input.customCategory ?? null) : null,
      subject: input.subject,
      message: input.message,
      priority_level: input.priorityLevel,
      contact_permission: input.contactPermission ? 1 : 0,
      attachment_file_id: stored?.id ?? null,
      created_at: this.deps.clock.now(),
    });

    if (this.deps.feedbackTo) {
      const category = input.category === 'other' ? `other: ${input.customCategory}` : input.category;
      // Queued (the job queue sends and retries it); a failure to queue does not lose the saved feedback.
      await this.deps.mailer
        .send({
          to: this.deps.feedbackTo,
          subject: `[Revisely feedback] [${input.feedbackType}] [${input.priorityLevel}] ${input.subject}`,
          text: [
            `From: ${user.email} (may contact: ${input.contactPermission ? 'yes' : 'no'})`,
            `Type: ${input.feedbackType}`,
            `Category: ${category}`,
            `Priority: ${input.priorityLevel}`,
            '',
            input.message,
          ].join('\n'),
          ...(attachment && type
            ? {
                attachments: [
                  {
                    filename: attachment.filename || `attachment.${type}`,
                    content: attachment.data,
                    contentType: MIME[type],
                  },
                ],
              }
            : {}),
        })
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'feedback mail failed'));
    }
    return { success: true, id, message: 'Thanks for your feedback!' };
  }
}
