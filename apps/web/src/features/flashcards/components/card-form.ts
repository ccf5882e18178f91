import { zodResolver } from '@hookform/resolvers/zod';
import { CardInputSchema } from '@revisely/contracts';
import { z } from 'zod';

/**
 * A card needs a question and an answer (spec §2); the sides keep the contract's text rules, and a
 * side of only spaces counts as empty because the payload trims it.
 */
export const cardFormSchema = z.object({
  front_text: CardInputSchema.shape.front_text.unwrap().trim().min(1, 'front_text is required'),
  back_text: CardInputSchema.shape.back_text.unwrap().trim().min(1, 'back_text is required'),
  explanation: z.string(),
});

export type CardFormValues = z.input<typeof cardFormSchema>;

// Raw: draftPayload trims the typed text itself, as it did before the schema validated it.
export const cardFormResolver = zodResolver(cardFormSchema, undefined, { raw: true });
