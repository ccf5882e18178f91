import { z } from 'zod';

/** Every error the API returns has this shape, whatever the status. */
export const ErrorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** Trimmed text with a maximum length; the message names the field so a 400 is actionable. */
export const boundedText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
