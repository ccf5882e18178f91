import type { SummaryLength } from '@revisely/contracts';

/**
 * A summary as returned, `**bold**` markup and one separator per point included, stays within this
 * share of the notes (at most 40% of the source's characters, a product requirement), whoever counts the markup.
 * Both summarisers keep to it.
 */
export const SHOWN_SHARE_LIMIT = 0.398;
/** The limit itself: nothing returned is longer. */
export const HARD_SHARE_LIMIT = 0.4;

/** The summary as a reader gets it: every point with its markup, one separator between points. */
export function shownLength(points: readonly string[]): number {
  return points.reduce((n, p) => n + p.length + 1, 0) - 1;
}

/** A summary keeps at least this many points, however long they are. */
const MIN_KEPT_POINTS = 3;

/**
 * Drops points until the summary fits the limit. A model asked for a third of the notes' length
 * sometimes writes half, and a re-selection can still run over. The longest point goes first: it is
 * the one most likely to join minor detail to its fact, and the others keep the notes' order.
 */
export function withinLength(points: string[], notes: string, share = SHOWN_SHARE_LIMIT): string[] {
  const limit = notes.replace(/\s+/gu, ' ').trim().length * share;
  const kept = [...points];
  while (kept.length > MIN_KEPT_POINTS && shownLength(kept) > limit) {
    const longest = kept.reduce((at, p, i) => (p.length > (kept[at]?.length ?? 0) ? i : at), 0);
    kept.splice(longest, 1);
  }
  return kept;
}

/**
 * What each summary length allows (issue 27). `standard` is the summary as it always was (at most
 * 40% of the notes). `detailed` allows 60%, where the built-in summariser's measured recall reaches
 * about 0.85 (docs/summariser.md); `short` 25%, the headline facts. The selection itself is the same
 * for every length: only its character budget and point count change.
 */
export interface LengthProfile {
  /** Share of the notes' characters the selection may spend (without markup). */
  budgetShare: number;
  /** Share the marked-up points aim under. */
  shownShare: number;
  /** Share nothing returned exceeds. */
  hardShare: number;
  /** Most points, however long the notes. */
  maxPoints: number;
  /** Share of the notes' sentences the point count may grow to. */
  unitShare: number;
  /** What the LLM prompt asks for: a share of the notes' words, in words. */
  promptShare: number;
  promptShareText: string;
}

export const LENGTH_PROFILES: Readonly<Record<SummaryLength, LengthProfile>> = {
  short: {
    budgetShare: 0.24,
    shownShare: 0.248,
    hardShare: 0.25,
    maxPoints: 10,
    unitShare: 0.5,
    promptShare: 0.2,
    promptShareText: 'a fifth',
  },
  standard: {
    budgetShare: 0.39,
    shownShare: SHOWN_SHARE_LIMIT,
    hardShare: HARD_SHARE_LIMIT,
    maxPoints: 15,
    unitShare: 0.75,
    promptShare: 1 / 3,
    promptShareText: 'a third',
  },
  detailed: {
    budgetShare: 0.59,
    shownShare: 0.598,
    hardShare: 0.6,
    maxPoints: 25,
    unitShare: 0.9,
    promptShare: 0.5,
    promptShareText: 'half',
  },
};

export function lengthProfile(length: SummaryLength | undefined): LengthProfile {
  return LENGTH_PROFILES[length ?? 'standard'];
}
