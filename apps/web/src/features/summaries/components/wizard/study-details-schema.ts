import { CreateSummaryRequestSchema } from '@revisely/contracts';
import { z } from 'zod';

/**
 * The wizard's first step: the create contract's rules for the three required details. The exam
 * board is picked from a fixed list and '' means none, so the form keeps it a plain string.
 */
export const studyDetailsSchema = CreateSummaryRequestSchema.pick({
  subject: true,
  qualification: true,
  topic: true,
}).extend({ examBoard: z.string() });

export interface StudyDetails {
  subject: string;
  qualification: string;
  topic: string;
  /** Empty means none: the exam board is optional. */
  examBoard: string;
}

export function isStudyDetailsComplete(details: StudyDetails): boolean {
  return studyDetailsSchema.safeParse(details).success;
}

export function sameStudyDetails(a: StudyDetails, b: StudyDetails): boolean {
  return (
    a.subject === b.subject && a.qualification === b.qualification && a.topic === b.topic && a.examBoard === b.examBoard
  );
}
