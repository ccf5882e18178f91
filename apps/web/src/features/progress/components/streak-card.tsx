import type { WeeklyProgressResponse } from '@revisely/contracts';
import { CalendarCheckIcon, ClockIcon, FlameIcon, RepeatIcon, TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** lastStudyDate is a calendar day (YYYY-MM-DD) in the user's zone, so it is formatted without a zone shift. */
export function formatStudyDay(day: string | null): string {
  if (!day) return 'Not yet';
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return dateFormat.format(new Date(y, m - 1, d));
}

export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

function Item({ icon, label, value, loading }: { icon: ReactNode; label: string; value: ReactNode; loading: boolean }) {
  return (
    <div className="rounded-xl bg-muted/60 p-3.5">
      <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        <span
          className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-xs [&_svg]:size-4"
          aria-hidden="true"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-lg font-semibold text-foreground tabular-nums">
        {loading ? <Skeleton className="h-6 w-14" /> : value}
      </dd>
    </div>
  );
}

export function StreakCard({ weekly, loading }: { weekly: WeeklyProgressResponse | undefined; loading: boolean }) {
  const current = weekly?.currentStreak ?? 0;
  return (
    <Card role="region" aria-labelledby="streaks-title" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            className="flex size-10 items-center justify-center rounded-xl bg-tertiary/15 text-tertiary-text"
            aria-hidden="true"
          >
            <FlameIcon className="size-5" />
          </span>
          <h2 id="streaks-title" className="text-lg font-semibold tracking-tight">
            Study Streak
          </h2>
        </div>
        {!loading && weekly && (
          <p className="text-sm text-muted-foreground">
            Last studied: <span className="font-medium text-foreground">{formatStudyDay(weekly.lastStudyDate)}</span>
          </p>
        )}
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-2.5 md:grid-cols-3 lg:grid-cols-5">
        <Item
          icon={<FlameIcon />}
          label="Current Streak"
          value={`${current} ${current === 1 ? 'day' : 'days'}`}
          loading={loading}
        />
        <Item
          icon={<TrophyIcon />}
          label="Longest Streak"
          value={`${weekly?.longestStreak ?? 0} ${weekly?.longestStreak === 1 ? 'day' : 'days'}`}
          loading={loading}
        />
        <Item icon={<CalendarCheckIcon />} label="Days Active" value={weekly?.daysActive ?? 0} loading={loading} />
        <Item icon={<RepeatIcon />} label="Cards Reviewed" value={weekly?.totalCardsReviewed ?? 0} loading={loading} />
        <Item
          icon={<ClockIcon />}
          label="Study Time"
          value={formatMinutes(weekly?.totalStudyTime ?? 0)}
          loading={loading}
        />
      </dl>
    </Card>
  );
}
