import { DEFAULT_SUMMARY_LENGTH, type SummaryLength } from '@revisely/contracts';
import { useCallback, useState } from 'react';
import { useSaveSummaryLengthMutation, useSummaryLengthPreferenceQuery } from '../api/summary-length-preference';

export interface SummaryLengthState {
  /** The length to send as `length` on POST /api/summaries and /api/summaries/sections. */
  length: SummaryLength;
  /** Chooses a length and saves it as the student's preference (remembered per user). */
  setLength: (length: SummaryLength) => void;
  loaded: boolean;
}

/**
 * The student's summary length: their saved preference (standard until they choose), changed here
 * at once and saved to their account. Without a connection the choice still applies to this summary.
 */
export function useSummaryLength(): SummaryLengthState {
  const query = useSummaryLengthPreferenceQuery();
  const { mutate } = useSaveSummaryLengthMutation();
  const [chosen, setChosen] = useState<SummaryLength | null>(null);
  const setLength = useCallback(
    (length: SummaryLength) => {
      setChosen(length);
      mutate(length);
    },
    [mutate],
  );
  return {
    length: chosen ?? query.data?.summaryLength ?? DEFAULT_SUMMARY_LENGTH,
    setLength,
    loaded: query.isSuccess,
  };
}
