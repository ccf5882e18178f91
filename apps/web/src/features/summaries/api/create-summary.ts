import {
  CreateSummaryResponseSchema,
  SUMMARY_XP,
  type CreateSummaryRequest,
  type CreateSummaryResponse,
} from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { summaryCreated } from '@/lib/on-write';

export const GENERATION_FAILED = 'Failed to generate summary. Please try again.';

// Spec §9: the XP fields may be missing, in which case a summary counts as the default 25 XP.
const LenientCreateSummaryResponseSchema = CreateSummaryResponseSchema.partial({
  xpAwarded: true,
  leveledUp: true,
  newLevel: true,
});

export type CreatedSummary = Omit<CreateSummaryResponse, 'newLevel'> & { newLevel: number | null };

export async function createSummary(payload: CreateSummaryRequest): Promise<CreatedSummary> {
  const response = await sendRequest('POST', '/api/summaries', payload);
  await throwIfNotOk(response);
  const parsed = LenientCreateSummaryResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(GENERATION_FAILED);
  const { xpAwarded, leveledUp, newLevel, ...rest } = parsed.data;
  return { ...rest, xpAwarded: xpAwarded ?? SUMMARY_XP, leveledUp: leveledUp ?? false, newLevel: newLevel ?? null };
}

export function useCreateSummaryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/summaries', 'create'],
    mutationFn: createSummary,
    onSuccess: () => summaryCreated(queryClient),
  });
}
