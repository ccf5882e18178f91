/**
 * A summary as returned, `**bold**` markup and one separator per point included, stays within this
 * share of the notes (issue 10: "at most 40% of the source's characters"), whoever counts the markup.
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
