import { ExamDateSchema, UpdateDeckRequestSchema } from '@revisely/contracts';
import { z } from 'zod';

/**
 * Spec §2 Deck Details: name and subject are required; the other fields may be left empty. The
 * name rule is the contract's own (trimmed, non-empty, at most 200); the selects hold plain text.
 */
export const deckDetailsFormSchema = z.object({
  name: UpdateDeckRequestSchema.shape.name.unwrap(),
  subject: z.string().trim().min(1, 'subject is required'),
  topic: z.string(),
  qualification: z.string(),
  exam_board: z.string(),
  /** '' for none; otherwise the contract's 'YYYY-MM-DD' rule. */
  examDate: z.union([z.literal(''), ExamDateSchema]),
});

export type DeckDetailsFormValues = z.input<typeof deckDetailsFormSchema>;
