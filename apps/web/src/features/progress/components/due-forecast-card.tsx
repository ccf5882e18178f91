import type { ProgressStatsResponse } from '@revisely/contracts';
import { CalendarClockIcon } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ChartUnavailable } from './chart-unavailable';
import { cn } from '@/lib/utils';
import { barLabel, buildForecast, formatCount, type ForecastBar } from '../lib/chart-data';

/** Bar chart geometry in SVG user units; the SVG stretches to the card's width. */
const CHART_HEIGHT = 160;

function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-xl bg-muted/60 px-3 py-2.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd data-testid={testId} className="text-lg font-semibold text-foreground tabular-nums">
        {formatCount(value)}
      </dd>
    </div>
  );
}

function Bars({ forecast }: { forecast: ProgressStatsResponse['forecast'] }) {
  const chart = useMemo(() => buildForecast(forecast), [forecast]);
  const [focusIndex, setFocusIndex] = useState(0);
  // As in the heatmap: a tapped or focused bar stays shown, a mouse hover is transient.
  const [pinned, setPinned] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? pinned;
  const items = useRef<(HTMLDivElement | null)[]>([]);
  const n = chart.bars.length;
  const height = (due: number) => (due / chart.max) * CHART_HEIGHT;

  const move = (i: number) => {
    const next = Math.max(0, Math.min(n - 1, i));
    setFocusIndex(next);
    setPinned(next);
    setHovered(null);
    items.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to: Record<string, number> = {
      ArrowLeft: focusIndex - 1,
      ArrowRight: focusIndex + 1,
      ArrowUp: focusIndex - 1,
      ArrowDown: focusIndex + 1,
      Home: 0,
      End: n - 1,
    };
    const next = to[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  const shownBar: ForecastBar | undefined = shown === null ? undefined : chart.bars[shown];
  return (
    <div>
      <p className="min-h-6 text-sm font-medium text-foreground" data-testid="forecast-readout">
        {shownBar ? (
          barLabel(shownBar)
        ) : (
          <span className="text-muted-foreground">Hover over, tap or focus a bar to see that day.</span>
        )}
      </p>
      <div className="mt-2 flex gap-2">
        {/* y axis */}
        <div
          aria-hidden="true"
          className="relative w-7 shrink-0 text-right text-[0.65rem] text-muted-foreground tabular-nums"
          style={{ height: CHART_HEIGHT }}
        >
          {[0, ...chart.gridLines].map((v) => (
            <span key={v} className="absolute right-0 -translate-y-1/2" style={{ top: CHART_HEIGHT - height(v) }}>
              {formatCount(v)}
            </span>
          ))}
        </div>
        <div className="relative min-w-0 flex-1">
          <svg
            aria-hidden="true"
            className="block w-full overflow-visible"
            style={{ height: CHART_HEIGHT }}
            viewBox={`0 0 ${n * 10} ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
          >
            {[0, ...chart.gridLines].map((v) => (
              <line
                key={v}
                x1={0}
                x2={n * 10}
                y1={CHART_HEIGHT - height(v)}
                y2={CHART_HEIGHT - height(v)}
                className={v === 0 ? 'stroke-border' : 'stroke-border/70'}
                strokeDasharray={v === 0 ? undefined : '3 3'}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {chart.bars.map((bar, i) => {
              const total = height(bar.due);
              const late = height(bar.overdue);
              const dim = shown !== null && shown !== i;
              return (
                <g key={bar.date} className={cn('transition-opacity', dim && 'opacity-45')}>
                  {bar.due > 0 && (
                    <rect
                      x={i * 10 + 1.5}
                      width={7}
                      y={CHART_HEIGHT - total}
                      height={total - late}
                      rx={1.5}
                      className={bar.isToday ? 'fill-secondary' : 'fill-primary'}
                      data-testid={`forecast-bar-${i}`}
                    />
                  )}
                  {late > 0 && (
                    <rect x={i * 10 + 1.5} width={7} y={CHART_HEIGHT - late} height={late} className="fill-tertiary" />
                  )}
                </g>
              );
            })}
          </svg>
          {/* Hit areas: one per day, for pointer, tap and keyboard; they carry the text alternative. */}
          <div
            role="listbox"
            aria-label="Cards due per day, next 30 days"
            aria-orientation="horizontal"
            className="absolute inset-0 flex"
            onKeyDown={onKeyDown}
            onPointerLeave={() => setHovered(null)}
          >
            {chart.bars.map((bar, i) => (
              <div
                key={bar.date}
                ref={(el) => {
                  items.current[i] = el;
                }}
                role="option"
                aria-selected={shown === i}
                aria-label={barLabel(bar)}
                tabIndex={i === focusIndex ? 0 : -1}
                className="h-full flex-1 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-foreground"
                onPointerEnter={(e) => {
                  if (e.pointerType !== 'touch') setHovered(i);
                }}
                onClick={() => move(i)}
                onFocus={() => {
                  setFocusIndex(i);
                  setPinned(i);
                }}
              />
            ))}
          </div>
          <div aria-hidden="true" className="relative mt-1.5 h-4 text-[0.65rem] text-muted-foreground">
            {chart.bars.map((bar, i) =>
              bar.tick ? (
                <span
                  key={bar.date}
                  className={cn('absolute whitespace-nowrap', i === 0 ? 'left-0' : '-translate-x-1/2')}
                  style={i === 0 ? undefined : { left: `${((i + 0.5) / n) * 100}%` }}
                >
                  {bar.tick}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <div aria-hidden="true" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-secondary" /> Due today
        </span>
        {forecast.overdue > 0 && (
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-tertiary" /> Overdue
          </span>
        )}
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-primary" /> Later
        </span>
      </div>
    </div>
  );
}

export function DueForecastCard({ stats, loading }: { stats: ProgressStatsResponse | undefined; loading: boolean }) {
  const forecast = stats?.forecast;
  const totals = useMemo(() => (forecast ? buildForecast(forecast).totals : undefined), [forecast]);
  return (
    <Card role="region" aria-labelledby="forecast-title" className="p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-xl bg-secondary/12 text-secondary-text"
        >
          <CalendarClockIcon className="size-5" />
        </span>
        <h2 id="forecast-title" className="text-lg font-semibold tracking-tight">
          Due forecast
        </h2>
      </div>
      {loading ? (
        <Skeleton className="mt-5 h-56 w-full" />
      ) : !forecast || !totals ? (
        <ChartUnavailable className="mt-5" />
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-2.5">
            <Total label="Today" value={totals.today} testId="forecast-today" />
            <Total label="Next 7 days" value={totals.week} testId="forecast-week" />
            <Total label="Next 30 days" value={totals.month} testId="forecast-month" />
          </dl>
          {totals.month === 0 ? (
            <p className="mt-4 rounded-xl bg-accent/60 p-3 text-sm text-accent-foreground">
              No cards are scheduled in the next 30 days. Cards you study come back here on the day they are due.
            </p>
          ) : (
            <div className="mt-4">
              <Bars forecast={forecast} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
