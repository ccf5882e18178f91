import { SummarySchema, type Summary, type UpdateSummaryRequest } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { summaryChanged } from '@/lib/on-write';

export const SAVE_DETAILS_FAILED = 'Failed to update summary';

export interface SummaryDetails {
  subject: string;
  topic: string;
  qualification: string;
  examBoard: string;
  /** The summary's points: PUT replaces them, so they go back unchanged. */
  summary: string[] | string;
}

/**
 * Stores the exam board / qualification chosen in the generation dialog on the summary itself
 * (PUT /api/summaries/{id} replaces subject, topic and points, so those are sent back as they are).
 */
export async function saveSummaryDetails(id: string, details: SummaryDetails): Promise<Summary | null> {
  const body: UpdateSummaryRequest = {
    subject: details.subject,
    topic: details.topic,
    qualification: details.qualification,
    examBoard: details.examBoard,
    summary: details.summary,
  };
  const response = await sendRequest('PUT', `/api/summaries/${encodeURIComponent(id)}`, body);
  if (!response.ok) throw await errorFromResponse(response, SAVE_DETAILS_FAILED);
  const parsed = SummarySchema.safeParse(await readJson(response));
  return parsed.success ? parsed.data : null;
}

export function useSaveSummaryDetailsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, details }: { id: string; details: SummaryDetails }) => saveSummaryDetails(id, details),
    onSuccess: (saved, { id }) => {
      // Seed the summary so the detail screen shows the new exam board at once, then refresh the list
      // and the detail in the background.
      void summaryChanged(queryClient, id, saved);
    },
  });
}
