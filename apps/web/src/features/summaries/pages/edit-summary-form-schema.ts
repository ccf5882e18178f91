import { UpdateSummaryRequestSchema, type Summary } from '@revisely/contracts';
import { z } from 'zod';
import { joinSummaryPoints, splitSummaryText } from '@/features/summaries/lib/summary-text';

/**
 * The edit form: the update contract's subject and topic rules, and at least one point in the text.
 * Only whether a field fails matters here: the page shows the spec's single toast and marks the fields.
 */
export const editSummaryFormSchema = z.object({
  subject: UpdateSummaryRequestSchema.shape.subject,
  topic: UpdateSummaryRequestSchema.shape.topic,
  qualification: z.string(),
  examBoard: z.string().nullable(),
  text: z.string().refine((text) => splitSummaryText(text).length > 0, 'summary is required'),
});

export type EditSummaryFormValues = z.input<typeof editSummaryFormSchema>;

export function editSummaryFormValues(summary: Summary): EditSummaryFormValues {
  return {
    subject: summary.subject,
    topic: summary.topic,
    qualification: summary.qualification,
    examBoard: summary.examBoard,
    text: joinSummaryPoints(summary.summary),
  };
}
