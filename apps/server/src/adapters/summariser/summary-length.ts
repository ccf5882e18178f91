/**
 * A summary as returned, `**bold**` markup and one separator per point included, stays within this
 * share of the notes (issue 10: "at most 40% of the source's characters"), whoever counts the markup.
 * Both summarisers keep to it.
 */
export const SHOWN_SHARE_LIMIT = 0.398;

/** The summary as a reader gets it: every point with its markup, one separator between points. */
export function shownLength(points: readonly string[]): number {
  return points.reduce((n, p) => n + p.length + 1, 0) - 1;
}
