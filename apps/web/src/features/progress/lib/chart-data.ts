import type { ProgressStatsResponse } from '@revisely/contracts';

/**
 * Pure shaping of GET /api/progress/stats for the /progress charts. Days are the server's
 * calendar days in the student's zone ('YYYY-MM-DD'); they are formatted as UTC dates so the
 * browser's own zone never shifts them.
 */

const DAY_MS = 86_400_000;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const weekdayName = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** Three letters each, to fit a column label (ICU's en-GB says 'Sept'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const numberFormat = new Intl.NumberFormat('en-GB');

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
/** 'Wed 25 Nov 2026' (en-GB would put a comma after the weekday). */
export const formatLongDay = (day: string) => `${weekdayName.format(asDate(day))} ${dayMonthYear.format(asDate(day))}`;
const formatShortDay = (day: string) => `${weekdayName.format(asDate(day))} ${dayMonth.format(asDate(day))}`;
export const formatCount = (n: number) => numberFormat.format(n);

export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

// ── Review activity heatmap ─────────────────────────────────────────────────────────────────

/** 0 = no reviews; 1–4 = quarters of a typical busy day (see `heatLevel`). */
export type HeatLevel = 0 | 1 | 2 | 3 | 4;

export interface HeatCell {
  date: string;
  reviews: number;
  /** Practice sessions (Learn, Test, Match) finished that day; they shade the day too. */
  practice: number;
  level: HeatLevel;
  /** Week column (0 = oldest) and weekday row (0 = Monday). */
  week: number;
  weekday: number;
}

export interface Heatmap {
  weeks: number;
  /** Rows Monday..Sunday; a row ends at today, so the last column may be shorter. */
  rows: HeatCell[][];
  /** Column index and month name where a new month starts. */
  months: { week: number; label: string }[];
  totalReviews: number;
  activeDays: number;
  busiest: { date: string; reviews: number } | null;
}

/**
 * The scale tops out at the 90th percentile of active days rather than the single busiest one, so
 * one cramming day does not wash every other day out to the palest colour.
 */
export function heatScale(counts: readonly number[]): number {
  const active = counts.filter((n) => n > 0).sort((a, b) => a - b);
  if (active.length === 0) return 1;
  return Math.max(1, active[Math.min(active.length - 1, Math.floor(active.length * 0.9))]!);
}

export function heatLevel(reviews: number, scale: number): HeatLevel {
  if (reviews <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((4 * reviews) / scale))) as HeatLevel;
}

export function buildHeatmap(activity: ProgressStatsResponse['activity'], today: string): Heatmap {
  const counts = new Map(activity.days.map((d) => [d.date, d.reviews]));
  const practiced = new Map(activity.days.map((d) => [d.date, d.practice ?? 0]));
  // A practice session counts as one unit of activity, so a day of only practice is still shaded.
  const scale = heatScale(activity.days.map((d) => d.reviews + (d.practice ?? 0)));
  const rows: HeatCell[][] = Array.from({ length: 7 }, () => []);
  const months: Heatmap['months'] = [];
  let busiest: Heatmap['busiest'] = null;
  let totalReviews = 0;
  let activeDays = 0;
  let week = 0;
  let lastMonth = '';
  for (let date = activity.from, i = 0; date <= today; date = addDays(date, 1), i++) {
    week = Math.floor(i / 7);
    const weekday = i % 7;
    if (weekday === 0) {
      // A column is labelled with the month its Monday falls in, when that month is new.
      const month = date.slice(0, 7);
      if (month !== lastMonth) months.push({ week, label: MONTHS[Number(date.slice(5, 7)) - 1]! });
      lastMonth = month;
    }
    const reviews = counts.get(date) ?? 0;
    const practice = practiced.get(date) ?? 0;
    if (reviews > 0) {
      activeDays++;
      totalReviews += reviews;
      if (!busiest || reviews > busiest.reviews) busiest = { date, reviews };
    }
    rows[weekday]!.push({ date, reviews, practice, level: heatLevel(reviews + practice, scale), week, weekday });
  }
  // The first label is dropped when the next one follows within two columns: they would overlap.
  if (months.length > 1 && months[1]!.week - months[0]!.week < 3) months.shift();
  return { weeks: week + 1, rows, months, totalReviews, activeDays, busiest };
}

export function dayLabel(cell: { date: string; reviews: number; practice?: number }): string {
  const practice = cell.practice ? `, ${plural(cell.practice, 'practice session', 'practice sessions')}` : '';
  return `${formatLongDay(cell.date)}: ${cell.reviews === 0 ? 'no reviews' : plural(cell.reviews, 'review', 'reviews')}${practice}`;
}

export function activitySummary(map: Heatmap): string {
  if (map.totalReviews === 0) return 'No reviews in the last 12 months yet.';
  const parts = [
    `${plural(map.totalReviews, 'review', 'reviews')} on ${plural(map.activeDays, 'day', 'days')} in the last 12 months.`,
  ];
  if (map.busiest) parts.push(`Busiest day: ${dayLabel(map.busiest)}.`);
  return parts.join(' ');
}

// ── Due forecast ────────────────────────────────────────────────────────────────────────────

export interface ForecastBar {
  date: string;
  due: number;
  /** Part of `due` that was already overdue (today's bar only). */
  overdue: number;
  isToday: boolean;
  /** Axis label, or null between labels. */
  tick: string | null;
  /** 'Today', 'Tomorrow' or 'Thu 27 Nov'. */
  name: string;
}

export interface Forecast {
  bars: ForecastBar[];
  /** The y-axis top: a round number at least the busiest day. */
  max: number;
  gridLines: number[];
  totals: { today: number; tomorrow: number; week: number; month: number };
}

/**
 * The smallest 1, 2, 4, 6 or 8 × 10ⁿ at or above `value`, at least 4 so a quiet month still has an
 * axis; always even, so the middle grid line is a whole number of cards.
 */
export function niceMax(value: number): number {
  const v = Math.max(4, Math.ceil(value));
  const magnitude = 10 ** Math.floor(Math.log10(v));
  for (const step of [1, 2, 4, 6, 8]) if (step * magnitude >= v) return step * magnitude;
  return 10 * magnitude;
}

export function buildForecast(forecast: ProgressStatsResponse['forecast']): Forecast {
  const bars = forecast.days.map((d, i): ForecastBar => {
    const name = i === 0 ? 'Today' : i === 1 ? 'Tomorrow' : formatShortDay(d.date);
    // Today, then every week: enough to read the axis without crowding a phone.
    const tick = i === 0 ? 'Today' : i % 7 === 0 ? dayMonth.format(asDate(d.date)) : null;
    return { date: d.date, due: d.due, overdue: i === 0 ? forecast.overdue : 0, isToday: i === 0, tick, name };
  });
  const max = niceMax(Math.max(0, ...bars.map((b) => b.due)));
  const sum = (n: number) => bars.slice(0, n).reduce((s, b) => s + b.due, 0);
  return {
    bars,
    max,
    gridLines: [max / 2, max],
    totals: { today: sum(1), tomorrow: bars[1]?.due ?? 0, week: sum(7), month: sum(bars.length) },
  };
}

export function barLabel(bar: ForecastBar): string {
  const overdue = bar.overdue > 0 ? ` (${formatCount(bar.overdue)} overdue)` : '';
  const when =
    bar.isToday || bar.name === 'Tomorrow' ? `${bar.name}, ${formatLongDay(bar.date)}` : formatLongDay(bar.date);
  return `${when}: ${plural(bar.due, 'card', 'cards')} due${overdue}`;
}

// ── Retention ───────────────────────────────────────────────────────────────────────────────

/** Below this many answers a percentage says more about luck than memory. */
export const RETENTION_FEW_REVIEWS = 20;

export interface RetentionView {
  percent: number;
  targetPercent: number;
  status: 'above' | 'near' | 'below';
  message: string;
}

export function retentionView(retention: ProgressStatsResponse['retention']): RetentionView | null {
  if (retention.rate === null || retention.reviews === 0) return null;
  const percent = Math.round(retention.rate * 100);
  const targetPercent = Math.round(retention.target * 100);
  const status = percent >= targetPercent ? 'above' : percent >= targetPercent - 5 ? 'near' : 'below';
  let message =
    status === 'above'
      ? 'On target: you remember what you have learned.'
      : status === 'near'
        ? 'Just under target. Reviewing cards on the day they are due keeps it up.'
        : 'Below target. Short daily sessions, on the day cards are due, help most.';
  if (retention.reviews < RETENTION_FEW_REVIEWS) message = 'Early days: this settles as you review more cards.';
  return { percent, targetPercent, status, message };
}
