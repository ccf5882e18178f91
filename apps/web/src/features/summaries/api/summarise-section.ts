import {
  SummariseSectionResponseSchema,
  type SummariseSectionRequest,
  type SummariseSectionResponse,
} from '@revisely/contracts';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { GENERATION_FAILED } from './create-summary';

/** POST /api/summaries/sections: one section of long material summarised; nothing is stored. */
export async function summariseSection(payload: SummariseSectionRequest): Promise<SummariseSectionResponse> {
  const response = await sendRequest('POST', '/api/summaries/sections', payload);
  await throwIfNotOk(response);
  const parsed = SummariseSectionResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(GENERATION_FAILED);
  return parsed.data;
}
