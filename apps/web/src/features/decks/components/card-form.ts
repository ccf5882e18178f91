import { zodResolver } from '@hookform/resolvers/zod';
import { CardInputSchema, clozeProblem, hasCloze } from '@revisely/contracts';
import { z } from 'zod';

/**
 * A card needs a question and an answer (spec §2); the sides keep the contract's text rules, and a
 * side of only spaces counts as empty because the payload trims it. A cloze front (`{{c1::…}}`)
 * needs a non-empty deletion instead of an answer: its back is optional extra information.
 */
export const cardFormSchema = z
  .object({
    front_text: CardInputSchema.shape.front_text.unwrap().trim().min(1, 'front_text is required'),
    back_text: CardInputSchema.shape.back_text.unwrap(),
    explanation: z.string(),
  })
  .superRefine((card, ctx) => {
    const problem = clozeProblem(card.front_text);
    if (problem) ctx.addIssue({ code: 'custom', path: ['front_text'], message: problem });
    if (!card.back_text.trim() && !hasCloze(card.front_text)) {
      ctx.addIssue({ code: 'custom', path: ['back_text'], message: 'back_text is required' });
    }
  });

export type CardFormValues = z.input<typeof cardFormSchema>;

// Raw: draftPayload trims the typed text itself, as it did before the schema validated it.
export const cardFormResolver = zodResolver(cardFormSchema, undefined, { raw: true });
