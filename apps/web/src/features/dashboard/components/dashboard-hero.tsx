import { FileTextIcon, FlameIcon, InfoIcon, LayersIcon, ZapIcon } from 'lucide-react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

export const XP_TOOLTIP = 'Earn XP by studying flashcards and creating summaries.';

export interface HeroStats {
  level: number;
  totalXP: number;
  nextLevelXP: number;
  levelProgress: number;
  currentStreak: number;
  /** Undefined while loading or when the totals could not be fetched. */
  totalSummaries: number | undefined;
  totalDecks: number | undefined;
  countsLoading: boolean;
}

const numberFormat = new Intl.NumberFormat('en-GB');

export function xpToLevelUp(totalXP: number, nextLevelXP: number): number {
  return Math.max(0, nextLevelXP - totalXP);
}

function plural(count: number | undefined, one: string, many: string): string {
  if (count === undefined) return `– ${many}`;
  return `${numberFormat.format(count)} ${count === 1 ? one : many}`;
}

function StatPill({ icon, children, loading }: { icon: ReactNode; children: ReactNode; loading?: boolean }) {
  return (
    <li className="flex items-center gap-2 rounded-full bg-white/15 py-1.5 pr-3.5 pl-2 text-sm font-semibold ring-1 ring-white/20 backdrop-blur-sm">
      <span
        className="flex size-6 items-center justify-center rounded-full bg-white/20 [&_svg]:size-3.5"
        aria-hidden="true"
      >
        {icon}
      </span>
      {loading ? <Skeleton className="h-4 w-20 bg-white/25" /> : children}
    </li>
  );
}

/**
 * The tooltip also opens on a tap or click: Radix tooltips only open on hover and keyboard focus,
 * so on a phone the info button would otherwise do nothing. A tap elsewhere closes it.
 */
function XpHint() {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label="How to earn XP"
          onClick={(event) => {
            // Stops Radix closing the tooltip on click, which is its default.
            event.preventDefault();
            setOpen(true);
          }}
          className="inline-flex size-6 cursor-help items-center justify-center rounded-full text-white/85 transition-colors hover:bg-white/15 hover:text-white focus-visible:outline-white"
        >
          <InfoIcon className="size-4" aria-hidden="true" />
        </button>
      </TooltipTrigger>
      <TooltipContent>{XP_TOOLTIP}</TooltipContent>
    </Tooltip>
  );
}

/** Greeting, level bar and the three badges on the brand gradient. */
export function DashboardHero({
  greeting,
  dateLabel,
  stats,
  loading,
}: {
  greeting: string;
  dateLabel: string;
  stats: HeroStats;
  loading: boolean;
}) {
  const remaining = xpToLevelUp(stats.totalXP, stats.nextLevelXP);
  const progress = Math.min(100, Math.max(0, stats.levelProgress));
  return (
    <section
      aria-labelledby="dashboard-greeting"
      className="relative isolate overflow-hidden rounded-3xl bg-linear-135 from-[#5f2a80] via-brand-primary to-[#b8245f] p-6 text-white shadow-lifted sm:p-8"
    >
      {/* Soft light shapes give the banner depth without an image download. */}
      <span aria-hidden="true" className="absolute -top-20 -right-16 -z-10 size-64 rounded-full bg-white/10 blur-2xl" />
      <span
        aria-hidden="true"
        className="absolute -bottom-24 left-1/3 -z-10 size-56 rounded-full bg-[#f88f54]/25 blur-3xl"
      />

      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-white/85">{dateLabel}</p>
          <h1 id="dashboard-greeting" className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {greeting}
          </h1>
          <p className="mt-1.5 text-sm text-white/85 sm:text-base">Ready for another focused study session?</p>
        </div>

        <div className="w-full rounded-2xl bg-white/12 p-4 ring-1 ring-white/20 backdrop-blur-sm lg:max-w-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-base font-bold">
              <span
                className="flex size-8 items-center justify-center rounded-xl bg-white text-brand-primary"
                aria-hidden="true"
              >
                <ZapIcon className="size-4" fill="currentColor" />
              </span>
              {loading ? <Skeleton className="h-5 w-16 bg-white/25" /> : `Level ${stats.level}`}
            </span>
            <span className="text-sm font-medium text-white/85 tabular-nums">
              {loading ? <Skeleton className="h-4 w-24 bg-white/25" /> : `${numberFormat.format(stats.totalXP)} XP`}
            </span>
          </div>
          <ProgressPrimitive.Root
            value={progress}
            max={100}
            aria-label={`Level ${stats.level} progress`}
            className="relative mt-3 h-2.5 w-full overflow-hidden rounded-full bg-white/25"
          >
            <ProgressPrimitive.Indicator
              className="h-full w-full rounded-full bg-white transition-transform duration-700 ease-out"
              style={{ transform: `translateX(-${100 - (loading ? 0 : progress)}%)` }}
            />
          </ProgressPrimitive.Root>
          <div className="mt-2.5 flex items-center gap-1.5 text-sm font-medium">
            {loading ? (
              <Skeleton className="h-4 w-32 bg-white/25" />
            ) : (
              <span data-testid="xp-to-level-up">{`${remaining} XP to level up!`}</span>
            )}
            <XpHint />
          </div>
        </div>
      </div>

      <ul aria-label="Your stats" className="mt-6 flex flex-wrap gap-2">
        <StatPill icon={<FileTextIcon />} loading={stats.countsLoading}>
          {plural(stats.totalSummaries, 'AI summary', 'AI summaries')}
        </StatPill>
        <StatPill icon={<LayersIcon />} loading={stats.countsLoading}>
          {plural(stats.totalDecks, 'flashcard deck', 'flashcard decks')}
        </StatPill>
        <StatPill icon={<FlameIcon />} loading={loading}>
          {`${numberFormat.format(stats.currentStreak)}-day streak`}
        </StatPill>
      </ul>
    </section>
  );
}
