import type { ProgressStatsResponse } from '@revisely/contracts';
import { CalendarDaysIcon, FlameIcon, TrophyIcon } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ChartUnavailable } from './chart-unavailable';
import { cn } from '@/lib/utils';
import { activitySummary, addDays, buildHeatmap, dayLabel, plural, type HeatCell } from '../lib/chart-data';

/**
 * Brand purple mixed into the empty-cell colour: the theme's --primary is darker in light mode and
 * lighter in dark mode, so more reviews always read as more contrast against the card.
 */
export const HEAT_CLASSES = [
  'bg-muted border border-border/70',
  'bg-[color-mix(in_oklab,var(--primary)_28%,var(--muted))]',
  'bg-[color-mix(in_oklab,var(--primary)_52%,var(--muted))]',
  'bg-[color-mix(in_oklab,var(--primary)_76%,var(--muted))]',
  'bg-primary',
] as const;

const WEEKDAYS = ['Mon', '', 'Wed', '', 'Fri', '', ''];

function Streak({ icon, label, days, testId }: { icon: ReactNode; label: string; days: number; testId: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-muted/60 px-3 py-2.5 sm:min-w-40">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-xs [&_svg]:size-4.5"
      >
        {icon}
      </span>
      <div>
        <p className="text-xs font-medium text-muted-foreground">{label}</p>
        <p data-testid={testId} className="text-lg font-semibold text-foreground tabular-nums">
          {plural(days, 'day', 'days')}
        </p>
      </div>
    </div>
  );
}

function HeatmapGrid({ activity, today }: { activity: ProgressStatsResponse['activity']; today: string }) {
  const map = useMemo(() => buildHeatmap(activity, today), [activity, today]);
  const byDate = useMemo(() => new Map(map.rows.flat().map((c) => [c.date, c])), [map]);
  // The focusable day (roving tabindex) and the one whose count is shown.
  const [focusDate, setFocusDate] = useState(today);
  // A tapped or focused day stays shown; a mouse hovering shows another until it leaves. Touch
  // fires pointerleave straight after a tap, so only a mouse or pen hover is transient.
  const [pinned, setPinned] = useState<HeatCell | null>(null);
  const [hovered, setHovered] = useState<HeatCell | null>(null);
  const shown = hovered ?? pinned;
  const cells = useRef(new Map<string, HTMLDivElement>());
  const scroller = useRef<HTMLDivElement>(null);

  // On a phone the year is wider than the screen: start scrolled to the latest weeks.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, []);

  const move = (date: string) => {
    const target = byDate.get(date);
    if (!target) return;
    setFocusDate(date);
    setPinned(target);
    // The keys (or a click) pick the day now, over whatever the mouse rests on.
    setHovered(null);
    cells.current.get(date)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = byDate.get(focusDate);
    if (!cell) return;
    const steps: Record<string, number> = { ArrowLeft: -7, ArrowRight: 7, ArrowUp: -1, ArrowDown: 1 };
    let next: string | undefined;
    if (event.key in steps) next = addDays(cell.date, steps[event.key]!);
    else if (event.key === 'Home') next = map.rows[cell.weekday]![0]!.date;
    else if (event.key === 'End') next = map.rows[cell.weekday]!.at(-1)!.date;
    else if (event.key === 'PageUp') next = addDays(cell.date, -28);
    else if (event.key === 'PageDown') next = addDays(cell.date, 28);
    if (next === undefined) return;
    event.preventDefault();
    // Past either end, stay on the first or last day rather than doing nothing.
    if (next < activity.from) next = activity.from;
    if (next > today) next = today;
    move(next);
  };

  const columns = { gridTemplateColumns: `repeat(${map.weeks}, minmax(0.625rem, 1fr))` };
  return (
    <div className="min-w-0">
      <p className="min-h-6 text-sm font-medium text-foreground tabular-nums" data-testid="activity-readout">
        {shown ? (
          dayLabel(shown)
        ) : (
          <span className="text-muted-foreground">Hover over, tap or focus a day to see its reviews.</span>
        )}
      </p>
      <div ref={scroller} className="-mx-1 mt-2 overflow-x-auto px-1 pt-1 pb-2">
        <div className="flex min-w-[46rem] gap-2">
          {/* Sticky, so the weekdays stay in view while a phone scrolls through the year. */}
          <div
            aria-hidden="true"
            className="sticky -left-1 z-10 -ml-1 grid shrink-0 grid-rows-[1rem_repeat(7,minmax(0,1fr))] gap-[3px] bg-card pr-1 pl-1"
          >
            <span />
            {WEEKDAYS.map((d, i) => (
              <span key={i} className="flex items-center text-[0.65rem] leading-none text-muted-foreground">
                {d}
              </span>
            ))}
          </div>
          <div className="min-w-0 flex-1">
            <div aria-hidden="true" className="grid h-4 gap-[3px]" style={columns}>
              {map.months.map((m) => (
                <span
                  key={m.week}
                  className="text-[0.65rem] leading-none whitespace-nowrap text-muted-foreground"
                  style={{ gridColumnStart: m.week + 1 }}
                >
                  {m.label}
                </span>
              ))}
            </div>
            <div
              role="grid"
              aria-label="Reviews per day, last 12 months"
              aria-describedby="activity-summary"
              className="mt-[3px] grid gap-[3px]"
              onKeyDown={onKeyDown}
              onPointerLeave={() => setHovered(null)}
            >
              {map.rows.map((row, weekday) => (
                <div role="row" key={weekday} className="grid gap-[3px]" style={columns}>
                  {row.map((cell) => (
                    <div
                      key={cell.date}
                      ref={(el) => {
                        if (el) cells.current.set(cell.date, el);
                        else cells.current.delete(cell.date);
                      }}
                      role="gridcell"
                      tabIndex={cell.date === focusDate ? 0 : -1}
                      aria-label={dayLabel(cell)}
                      aria-selected={shown?.date === cell.date}
                      data-date={cell.date}
                      data-level={cell.level}
                      style={{ gridColumnStart: cell.week + 1 }}
                      className={cn(
                        'aspect-square rounded-[3px] outline-none',
                        'focus-visible:ring-2 focus-visible:ring-foreground focus-visible:ring-offset-1 focus-visible:ring-offset-card',
                        shown?.date === cell.date && 'ring-2 ring-foreground/70 ring-offset-1 ring-offset-card',
                        HEAT_CLASSES[cell.level],
                      )}
                      onPointerEnter={(e) => {
                        if (e.pointerType !== 'touch') setHovered(cell);
                      }}
                      onClick={() => move(cell.date)}
                      onFocus={() => {
                        setFocusDate(cell.date);
                        setPinned(cell);
                      }}
                    />
                  ))}
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p id="activity-summary" className="text-sm text-muted-foreground">
          {activitySummary(map)}
        </p>
        <div aria-hidden="true" className="flex items-center gap-1 text-xs text-muted-foreground">
          <span className="mr-1">Less</span>
          {HEAT_CLASSES.map((c, i) => (
            <span key={i} className={cn('size-3 rounded-[3px]', c)} />
          ))}
          <span className="ml-1">More</span>
        </div>
      </div>
    </div>
  );
}

export function ActivityHeatmapCard({
  stats,
  loading,
}: {
  stats: ProgressStatsResponse | undefined;
  loading: boolean;
}) {
  const activity = stats?.activity;
  return (
    <Card role="region" aria-labelledby="activity-title" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-xl bg-primary/12 text-primary"
          >
            <CalendarDaysIcon className="size-5" />
          </span>
          <h2 id="activity-title" className="text-lg font-semibold tracking-tight">
            Review activity
          </h2>
        </div>
        <div className="grid w-full grid-cols-2 gap-2.5 sm:w-auto">
          {loading ? (
            <>
              <Skeleton className="h-15 sm:w-40" />
              <Skeleton className="h-15 sm:w-40" />
            </>
          ) : activity ? (
            <>
              <Streak
                icon={<FlameIcon />}
                label="Current streak"
                days={activity.currentStreak}
                testId="activity-current-streak"
              />
              <Streak
                icon={<TrophyIcon />}
                label="Longest streak"
                days={activity.longestStreak}
                testId="activity-longest-streak"
              />
            </>
          ) : null}
        </div>
      </div>
      <div className="mt-4">
        {loading ? (
          <Skeleton className="h-44 w-full" />
        ) : !stats || !activity ? (
          <ChartUnavailable />
        ) : (
          <>
            <HeatmapGrid activity={activity} today={stats.today} />
            {activity.totalReviews === 0 && (
              <p className="mt-3 rounded-xl bg-accent/60 p-3 text-sm text-accent-foreground">
                Each day you review cards lights up here.{' '}
                <Link to={paths.flashcards} className="font-semibold underline underline-offset-2">
                  Study a deck
                </Link>{' '}
                to start your first streak.
              </p>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
