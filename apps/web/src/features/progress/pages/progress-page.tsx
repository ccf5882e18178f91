import { FileTextIcon, LayersIcon, GalleryVerticalEndIcon } from 'lucide-react';
import { useGamificationQuery } from '@/api/get-gamification';
import { FETCH_PROGRESS_FAILED, useProgressQuery } from '@/api/get-progress';
import { useWeeklyProgressQuery } from '@/api/get-weekly-progress';
import { PageHeader } from '@/components/layout/page-header';
import { FormAlert } from '@/components/ui/form-alert';
import { useProgressStatsQuery } from '../api/get-progress-stats';
import { ActivityHeatmapCard } from '../components/activity-heatmap-card';
import { DueForecastCard } from '../components/due-forecast-card';
import { LevelCard } from '../components/level-card';
import { RetentionCard } from '../components/retention-card';
import { StatCard } from '../components/stat-card';
import { StreakCard } from '../components/streak-card';
import { WeeklyGoalCard } from '../components/weekly-goal-card';

const numberFormat = new Intl.NumberFormat('en-GB');

/** A failed fetch shows a dash, not a zero the student could take for real. */
function count(value: number | undefined): string {
  return value === undefined ? '–' : numberFormat.format(value);
}

export function ProgressPage() {
  const progress = useProgressQuery();
  const weekly = useWeeklyProgressQuery();
  const gamification = useGamificationQuery();
  const stats = useProgressStatsQuery();
  const failed = progress.isError || weekly.isError || gamification.isError || stats.isError;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Progress" description="Track your learning journey" />
      {failed && <FormAlert>{FETCH_PROGRESS_FAILED}</FormAlert>}

      <section aria-label="Totals" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Summaries"
          value={count(progress.data?.totalSummaries)}
          icon={<FileTextIcon />}
          iconClassName="bg-accent text-accent-foreground"
          loading={progress.isPending}
          testId="total-summaries"
        />
        <StatCard
          label="Flashcard Decks"
          value={count(progress.data?.totalDecks)}
          icon={<LayersIcon />}
          iconClassName="bg-secondary/12 text-secondary-text"
          loading={progress.isPending}
          testId="total-decks"
        />
        <StatCard
          label="Total Cards"
          value={count(progress.data?.flashcardsStudied)}
          icon={<GalleryVerticalEndIcon />}
          iconClassName="bg-tertiary/15 text-tertiary-text"
          loading={progress.isPending}
          testId="total-cards"
        />
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <WeeklyGoalCard
          weekly={progress.data?.weeklyProgress}
          loading={progress.isPending}
          cardsReviewed={stats.data?.week.cardsReviewed}
          reviewsLoading={stats.isPending}
        />
        <LevelCard gamification={gamification.data} loading={gamification.isPending} />
      </div>

      <StreakCard weekly={weekly.data} loading={weekly.isPending} />

      <ActivityHeatmapCard stats={stats.data} loading={stats.isPending} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DueForecastCard stats={stats.data} loading={stats.isPending} />
        <RetentionCard stats={stats.data} loading={stats.isPending} />
      </div>
    </div>
  );
}
