import { FileTextIcon, LayersIcon, GalleryVerticalEndIcon } from 'lucide-react';
import { useGamificationQuery } from '@/api/get-gamification';
import { FETCH_PROGRESS_FAILED, useProgressQuery } from '@/api/get-progress';
import { useWeeklyProgressQuery } from '@/api/get-weekly-progress';
import { PageHeader } from '@/components/layout/page-header';
import { FormAlert } from '@/components/ui/form-alert';
import { LevelCard } from '../components/level-card';
import { StatCard } from '../components/stat-card';
import { StreakCard } from '../components/streak-card';
import { WeeklyGoalCard } from '../components/weekly-goal-card';

const numberFormat = new Intl.NumberFormat('en-GB');

export function ProgressPage() {
  const progress = useProgressQuery();
  const weekly = useWeeklyProgressQuery();
  const gamification = useGamificationQuery();
  const failed = progress.isError || weekly.isError;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Progress" description="Track your learning journey" />
      {failed && <FormAlert>{FETCH_PROGRESS_FAILED}</FormAlert>}

      <section aria-label="Totals" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Summaries"
          value={numberFormat.format(progress.data?.totalSummaries ?? 0)}
          icon={<FileTextIcon />}
          iconClassName="bg-accent text-accent-foreground"
          loading={progress.isPending}
          testId="total-summaries"
        />
        <StatCard
          label="Flashcard Decks"
          value={numberFormat.format(progress.data?.totalDecks ?? 0)}
          icon={<LayersIcon />}
          iconClassName="bg-secondary/12 text-secondary-text"
          loading={progress.isPending}
          testId="total-decks"
        />
        <StatCard
          label="Total Cards"
          value={numberFormat.format(progress.data?.flashcardsStudied ?? 0)}
          icon={<GalleryVerticalEndIcon />}
          iconClassName="bg-tertiary/15 text-tertiary-text"
          loading={progress.isPending}
          testId="total-cards"
        />
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <WeeklyGoalCard weekly={progress.data?.weeklyProgress} loading={progress.isPending} />
        <LevelCard gamification={gamification.data} loading={gamification.isPending} />
      </div>

      <StreakCard weekly={weekly.data} loading={weekly.isPending} />
    </div>
  );
}
